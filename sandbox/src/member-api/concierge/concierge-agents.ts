/**
 * The sandbox help desk's agents (the content service's `agent` entries by zendeskId), shared by the
 * desk and the seeded threads, which the database seeds before any desk exists.
 */
export const DEMO_AGENT_ID = '381000001';
export const CHATBOT_AGENT_ID = '381000099';
