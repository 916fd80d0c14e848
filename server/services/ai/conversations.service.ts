/**
 * AI conversations: a user's threads, optionally about one company. Each message gets the
 * assistant's reply from the AI provider, given the conversation so far and the company's
 * figures (includeFinancials, includeRatios) and 10-K passages.
 */
import { randomUUID } from 'node:crypto';
import type {
  Citation,
  Conversation,
  ConversationList,
  ConversationMessage,
  ConversationWithMessages,
  CreateConversationRequest,
  UpdateConversationRequest,
} from '../../../generated/model';
import {
  appendMessage,
  type ConversationFilter,
  type ConversationSummaryRow,
  deleteConversationOf,
  findConversationOf,
  insertConversation,
  lastMessagesOf,
  listConversationsOf,
  listMessagesOf,
  updateConversationOf,
} from '../../db/repositories/conversation.repository';
import type { ConversationMessageRow, ConversationRow } from '../../db/tables/ai.table';
import { AppError, notFound, validationFailed } from '../../lib/errors';
import type { ChatMessage } from '../../providers/llm/chat';
import { plainPreview } from './plain-preview';
import { type AiDeps, type Answer, answerQuestion, type QuestionInput, streamAnswer } from './answerer';
import { parseVerification } from './claims/claim-verify';

export type { ConversationFilter };

/** A conversation its user opened to stream a reply into. */
export type OpenConversation = ConversationRow;

const HISTORY_TURNS = 20;
const PREVIEW_LENGTH = 120;
const CONVERSATION_NOT_FOUND = 'Conversation not found';

/** The list previews the question last asked (a reply such as 'I found nothing relevant…' says nothing of the thread). */
function toConversation(row: ConversationSummaryRow): Conversation {
  const preview = row.lastQuestion === null ? null : plainPreview(row.lastQuestion, PREVIEW_LENGTH);
  return {
    id: row.id,
    title: row.title,
    lastMessagePreview: preview,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    messageCount: Number(row.messageCount),
    status: row.status,
    entityType: row.entityType,
    entityId: row.entityId,
  };
}

function toConversationMessage(row: ConversationMessageRow): ConversationMessage {
  const citations = JSON.parse(row.citations) as Citation[];
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    createdAt: row.createdAt,
    ...(citations.length > 0 ? { citations } : {}),
    ...parseVerification(row.verification),
  };
}

export async function listConversations(
  deps: Pick<AiDeps, 'db'>,
  userId: string,
  filter: ConversationFilter,
  page: { limit: number; offset: number },
): Promise<ConversationList> {
  const { rows, total } = await listConversationsOf(deps.db, userId, filter, page);
  return { conversations: rows.map(toConversation), total };
}

async function ownConversation(deps: Pick<AiDeps, 'db'>, userId: string, id: string): Promise<ConversationSummaryRow> {
  const row = await findConversationOf(deps.db, userId, id);
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  return row;
}

export async function getConversation(deps: Pick<AiDeps, 'db'>, userId: string, id: string): Promise<Conversation> {
  return toConversation(await ownConversation(deps, userId, id));
}

export async function updateConversation(
  deps: AiDeps,
  userId: string,
  id: string,
  changes: UpdateConversationRequest,
): Promise<Conversation> {
  if (changes.title === undefined && changes.status === undefined) throw validationFailed('Give a title or a status to change', 'title');
  await ownConversation(deps, userId, id);
  const title = changes.title === undefined ? {} : { title: changes.title.trim() || null };
  await updateConversationOf(deps.db, userId, id, {
    ...title,
    ...(changes.status ? { status: changes.status } : {}),
    updatedAt: deps.clock.now().toISOString(),
  });
  return getConversation(deps, userId, id);
}

export async function deleteConversation(deps: Pick<AiDeps, 'db'>, userId: string, id: string): Promise<void> {
  if (!(await deleteConversationOf(deps.db, userId, id))) throw notFound(CONVERSATION_NOT_FOUND);
}

export async function listConversationMessages(
  deps: Pick<AiDeps, 'db'>,
  userId: string,
  id: string,
  page: { limit: number; offset: number },
): Promise<ConversationMessage[]> {
  await ownConversation(deps, userId, id);
  return (await listMessagesOf(deps.db, id, page)).map(toConversationMessage);
}

/** Stores a message of the conversation. */
function storeMessage(
  deps: AiDeps,
  conversationId: string,
  role: ConversationMessageRow['role'],
  content: string,
  answer?: Pick<Answer, 'citations' | 'verification'>,
) {
  return appendMessage(deps.db, {
    id: randomUUID(),
    conversationId,
    role,
    content,
    citations: JSON.stringify(answer?.citations ?? []),
    verification: answer ? JSON.stringify(answer.verification) : null,
    createdAt: deps.clock.now().toISOString(),
  });
}

/** Stores the user's message and returns it with what the reply needs (the conversation so far). */
async function prepareReply(
  deps: AiDeps,
  conversation: ConversationRow,
  text: string,
): Promise<{ userMessage: ConversationMessageRow; input: QuestionInput }> {
  const earlier = await lastMessagesOf(deps.db, conversation.id, HISTORY_TURNS);
  const history: ChatMessage[] = earlier.map((message) => {
    const citations = JSON.parse(message.citations) as Citation[];
    return { role: message.role, content: message.content, ...(citations.length > 0 ? { citations } : {}) };
  });
  const userMessage = await storeMessage(deps, conversation.id, 'user', text);
  const input: QuestionInput = {
    symbol: conversation.entityType === 'Company' ? conversation.entityId : null,
    question: text,
    history,
    includeFinancials: conversation.includeFinancials === 1,
    includeRatios: conversation.includeRatios === 1,
  };
  return { userMessage, input };
}

/** Sends a message; returns it with the assistant's reply. */
export async function postMessage(deps: AiDeps, userId: string, id: string, message: string): Promise<ConversationMessage[]> {
  const conversation = await ownConversation(deps, userId, id);
  const { userMessage, input } = await prepareReply(deps, conversation, message.trim());
  const answer = await answerQuestion(deps, input);
  const reply = await storeMessage(deps, id, 'assistant', answer.text, answer);
  return [userMessage, reply].map(toConversationMessage);
}

export type StreamEvent =
  { event: 'user'; message: ConversationMessage } | { event: 'delta'; text: string } | { event: 'done'; message: ConversationMessage };

/** Checks the conversation is the user's (before a stream starts, so a 404 is still possible). */
export async function openConversation(deps: AiDeps, userId: string, id: string): Promise<OpenConversation> {
  return ownConversation(deps, userId, id);
}

/** Sends a message and yields the stored user message, the reply's text as it comes, then the stored reply. */
export async function* streamMessage(
  deps: AiDeps,
  conversation: OpenConversation,
  message: string,
  signal?: AbortSignal,
): AsyncGenerator<StreamEvent> {
  const { userMessage, input } = await prepareReply(deps, conversation, message.trim());
  yield { event: 'user', message: toConversationMessage(userMessage) };
  const stream = streamAnswer(deps, { ...input, signal });
  let next = await stream.next();
  while (!next.done) {
    yield { event: 'delta', text: next.value };
    next = await stream.next();
  }
  const answer: Answer = next.value;
  const reply = await storeMessage(deps, conversation.id, 'assistant', answer.text, answer);
  yield { event: 'done', message: toConversationMessage(reply) };
}

/** An unknown company is invalid input here (the operation declares no 404). */
async function knownCompany(deps: AiDeps, ticker: string): Promise<void> {
  try {
    await deps.sources.companyName(ticker);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') throw validationFailed(`No data found for ${ticker}`, 'ticker');
    throw error;
  }
}

const TITLE_LENGTH = 80;

/** A conversation's title from its first question: its first line, cut on a word at 80 characters. */
export function titleFromQuestion(question: string): string {
  const line = question.trim().split('\n')[0]?.replace(/\s+/g, ' ') ?? '';
  if (line.length <= TITLE_LENGTH) return line;
  const cut = line.slice(0, TITLE_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 20 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** Starts a conversation with its first message (and the assistant's reply), titled from it unless a title is given. */
export async function createConversation(
  deps: AiDeps,
  userId: string,
  request: CreateConversationRequest,
): Promise<ConversationWithMessages> {
  const ticker = (request.scope?.id ?? request.ticker)?.toUpperCase() ?? null;
  if (ticker) await knownCompany(deps, ticker);
  const at = deps.clock.now().toISOString();
  const row: ConversationRow = {
    id: randomUUID(),
    userId,
    title: request.title?.trim() || titleFromQuestion(request.message) || null,
    status: 'active',
    entityType: ticker ? 'Company' : null,
    entityId: ticker,
    includeFinancials: request.includeFinancials === false ? 0 : 1,
    includeRatios: request.includeRatios === false ? 0 : 1,
    createdAt: at,
    updatedAt: at,
  };
  await insertConversation(deps.db, row);
  const messages = await postMessage(deps, userId, row.id, request.message);
  return { conversation: await getConversation(deps, userId, row.id), messages };
}
