/** The consultant chat: the widget's configuration with the signed customer, and the built-in chat's messages. */
export { chatModule } from './chat-module';
export { operatorConversations, operatorReply } from './chat-service';
export { chatUserHash } from './chat-identity';
