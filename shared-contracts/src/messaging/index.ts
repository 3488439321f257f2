export * from './chats';
export * from './chat-errors';
export * from './concierge-schedule';
export * from './nps-survey';
