/** Ask AI and conversations, each question spending one of the day's budget. */
import type { CreateConversationRequest, UpdateConversationRequest } from '../../../generated/model';
import * as conversations from '../ai/conversations.service';
import * as questions from '../ai/questions.service';
import type { Page, ServiceContext } from './service-context';

export function aiServices(context: ServiceContext) {
  const { ai, askDeps, budgets } = context;
  return {
    ai: {
      history: (userId: string, ticker?: string) => questions.listHistory(ai, userId, ticker),
      ask: async (userId: string, input: questions.AskInput) => {
        await budgets.spend('questions', userId);
        return questions.askQuestion(askDeps, userId, input);
      },
      get: (userId: string, id: string) => questions.getQuestion(ai, userId, id),
      remove: (userId: string, id: string) => questions.deleteQuestion(ai, userId, id),
    },

    conversations: {
      list: (userId: string, filter: conversations.ConversationFilter, page: Page) =>
        conversations.listConversations(ai, userId, filter, page),
      /** Starts a conversation with its first message (which spends one of the day's budget). */
      create: async (userId: string, request: CreateConversationRequest) => {
        await budgets.spend('conversationMessages', userId);
        return conversations.createConversation(ai, userId, request);
      },
      get: (userId: string, id: string) => conversations.getConversation(ai, userId, id),
      update: (userId: string, id: string, changes: UpdateConversationRequest) => conversations.updateConversation(ai, userId, id, changes),
      remove: (userId: string, id: string) => conversations.deleteConversation(ai, userId, id),
      messages: (userId: string, id: string, page: Page) => conversations.listConversationMessages(ai, userId, id, page),
      post: async (userId: string, id: string, message: string) => {
        await budgets.spend('conversationMessages', userId);
        return conversations.postMessage(ai, userId, id, message);
      },
      /** The user's conversation, ready to stream a reply into (404 when it is not theirs); spends a message of the day's budget. */
      open: async (userId: string, id: string) => {
        await budgets.spend('conversationMessages', userId);
        return conversations.openConversation(ai, userId, id);
      },
      stream: (conversation: conversations.OpenConversation, message: string, signal: AbortSignal) =>
        conversations.streamMessage(ai, conversation, message, signal),
    },
  };
}
