import type { ContentTypeDefinition } from '../content-model';

/** Content types of the member app (member-features §3 "Content entries"). */
export const CONTENT_TYPE_IDS = {
  applicationString: 'applicationString',
  applicationStringV2: 'applicationStringV2',
  infoPage: 'infoPage',
  styledText: 'styledText',
  layoutRow: 'layoutRow',
  userFlow: 'userFlow',
  agent: 'agent',
} as const;

const applicationStringFields: ContentTypeDefinition['fields'] = [
  { id: 'package', name: 'Package', type: 'Symbol', localized: false, required: true },
  { id: 'id', name: 'Id', type: 'Symbol', localized: false, required: true },
  { id: 'stringValue', name: 'String value', type: 'Text', localized: true, required: true },
  { id: 'clientOrgId', name: 'Client organization id ("default" for every organization)', type: 'Symbol', localized: false, required: true },
];

export const contentTypes: ContentTypeDefinition[] = [
  {
    id: CONTENT_TYPE_IDS.applicationString,
    name: 'Application string (legacy)',
    description: 'A UI string, looked up by package and id.',
    displayField: 'id',
    fields: applicationStringFields,
  },
  {
    id: CONTENT_TYPE_IDS.applicationStringV2,
    name: 'Application string',
    description: 'A UI string, looked up by package and id, optionally overridden for one client organization.',
    displayField: 'id',
    fields: applicationStringFields,
  },
  {
    id: CONTENT_TYPE_IDS.infoPage,
    name: 'Info page',
    description: 'FAQ, terms, privacy and other informational pages. One entry per page (context) and text variant (DEFAULT or a product feature, see contentVariantFor).',
    displayField: 'title',
    fields: [
      { id: 'context', name: 'Context', type: 'Symbol', localized: false, required: true },
      { id: 'variant', name: 'Variant (ContentVariant: DEFAULT, HRA, SEARCH, ...)', type: 'Symbol', localized: false, required: true },
      { id: 'rank', name: 'Rank', type: 'Integer', localized: false, required: true },
      { id: 'clientOrgId', name: 'Client organization id', type: 'Symbol', localized: false, required: true },
      { id: 'title', name: 'Title', type: 'Symbol', localized: true, required: true },
      { id: 'linkText', name: 'Link text', type: 'Symbol', localized: true, required: true },
      { id: 'content', name: 'Content (Markdown)', type: 'Text', localized: true, required: true },
    ],
  },
  {
    id: CONTENT_TYPE_IDS.styledText,
    name: 'Styled text',
    description: 'A string with a colour and a typography variant such as "large.bold".',
    displayField: 'stringValue',
    fields: [
      { id: 'stringValue', name: 'String value', type: 'Text', localized: true, required: true },
      { id: 'color', name: 'Color', type: 'Symbol', localized: false, required: false },
      { id: 'variant', name: 'Variant', type: 'Symbol', localized: false, required: false },
    ],
  },
  {
    id: CONTENT_TYPE_IDS.layoutRow,
    name: 'Layout row',
    description: 'An image with a title and a description (carousel and onboarding slides).',
    displayField: 'title',
    fields: [
      { id: 'image', name: 'Image', type: 'Link', linkType: 'Asset', localized: false, required: true },
      { id: 'title', name: 'Title', type: 'Symbol', localized: true, required: true },
      { id: 'description', name: 'Description', type: 'Text', localized: true, required: true },
    ],
  },
  {
    id: CONTENT_TYPE_IDS.userFlow,
    name: 'User flow',
    description: 'An ordered sequence of layout rows, e.g. the welcome carousel or the onboarding modal.',
    displayField: 'key',
    fields: [
      { id: 'key', name: 'Key', type: 'Symbol', localized: false, required: true },
      { id: 'variant', name: 'Variant', type: 'Symbol', localized: false, required: true },
      { id: 'title', name: 'Title', type: 'Symbol', localized: true, required: false },
      { id: 'steps', name: 'Steps', type: 'Array', items: { type: 'Link', linkType: 'Entry' }, localized: false, required: true },
    ],
  },
  {
    id: CONTENT_TYPE_IDS.agent,
    name: 'Concierge agent',
    description: 'A concierge agent shown in messages, matched by the help-desk (Zendesk) id.',
    displayField: 'name',
    fields: [
      { id: 'zendeskId', name: 'Zendesk id', type: 'Symbol', localized: false, required: true },
      { id: 'name', name: 'Name', type: 'Symbol', localized: false, required: true },
      { id: 'photo', name: 'Photo', type: 'Link', linkType: 'Asset', localized: false, required: false },
    ],
  },
];
