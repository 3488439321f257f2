import { useRemoteProps } from '@member/remote-runtime';

/** Where "New conversation" goes: the category picker first with `messageRoutingUX`, else straight to the form. */
export const useNewConversationPath = () => (useRemoteProps().flags.messageRoutingUX ? '/get-support' : '/messages/new');
