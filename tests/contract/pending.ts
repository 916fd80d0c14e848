/**
 * Every operation of openapi.yaml that the server does not implement yet. Each answers 501
 * `not_implemented` in the error envelope (tests/contract/contract.test.ts proves it), and every
 * operation NOT listed here must answer something else. Later issues empty this list.
 */
export const pendingOperations: readonly string[] = [
  // auth
  'listAuthProviders',
  'startLogin',
  'finishLogin',
  'logout',
  'getMe',
  // user
  'listPreferences',
  'updatePreferences',
  'listFavorites',
  'addFavorite',
  'removeFavorite',
  'listHidden',
  'hideTicker',
  'unhideTicker',
  'getPriceAlerts',
  'updatePriceAlerts',
  'updateProfile',
  'sendWelcomeEmail',
  'listApiTokens',
  'createApiToken',
  'revokeApiToken',
  // companies
  'listCompanies',
  'getCompany',
  'refreshCompany',
  'getStatements',
  'getFinancialsChart',
  'listCompanyNews',
  'getTenKAnalysis',
  'startTenKAnalysis',
  'getFilingPassage',
  // stocks
  'getStockPrice',
  'getStockPrices',
  'getStockChart',
  'getIntradayChart',
  // funds
  'listFunds',
  'getFund',
  // ticker
  'getTickerInfo',
  // search
  'search',
  'searchStocks',
  'searchFunds',
  // news
  'listLatestNews',
  // messages
  'listMessages',
  'createMessage',
  'getUnreadMessageCount',
  'getMessageStats',
  'markAllMessagesRead',
  'archiveAllMessages',
  'deleteArchivedMessages',
  'getMessage',
  'deleteMessage',
  'markMessageRead',
  'archiveMessage',
  // system
  'getFeatureFlags',
  // market
  'listIndices',
  'getMarketMovers',
  // screen
  'screenStocks',
  // feedback
  'submitFeedback',
  // ai
  'getAiHistory',
  'askAi',
  'getAiAnswer',
  'deleteAiQuestion',
  // conversations
  'listConversations',
  'createConversation',
  'getConversation',
  'updateConversation',
  'deleteConversation',
  'listConversationMessages',
  'postConversationMessage',
  'streamConversationMessage',
];
