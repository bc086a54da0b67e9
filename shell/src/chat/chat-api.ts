import { api } from '@apteka/api-client';
import type { ChatConfig, ChatMessage, ChatMessages } from '@apteka/contracts/schemas';

export const chatApi = {
  config: () => api.get<ChatConfig>('/chat/config'),
  messages: (after: number) => api.get<ChatMessages>(`/chat/messages?after=${after}`).then((answer) => answer.messages),
  send: (text: string) => api.post<ChatMessage>('/chat/messages', { text }),
};
