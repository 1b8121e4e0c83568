import { graphql } from '../../gql';

export const ChatConversationFragment = graphql(`
  fragment ChatConversation_conversation on ChatConversation {
    id
    state
    customerId
    customerName
    customerVip
    customerSince
    agentId
    agentName
    contextProductId
    contextProductMpn
    contextOrderId
    updatedAt
  }
`);

export const ChatMessageFragment = graphql(`
  fragment ChatMessage_message on ChatMessage {
    id
    conversationId
    senderName
    role
    text
    imageUrl
    systemEvent
    createdAt
    deliveredAt
    readAt
  }
`);

export const MyChatConversationQuery = graphql(`
  query MyChatConversation {
    myChatConversation {
      ...ChatConversation_conversation
    }
  }
`);

export const ChatMessagesQuery = graphql(`
  query ChatMessages($conversationId: ID!, $first: Int, $after: String) {
    chatMessages(conversationId: $conversationId, first: $first, after: $after) {
      edges {
        node {
          ...ChatMessage_message
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const OpenChatConversationMutation = graphql(`
  mutation OpenChatConversation($input: OpenChatInput) {
    openChatConversation(input: $input) {
      conversation {
        ...ChatConversation_conversation
      }
      userErrors {
        message
      }
    }
  }
`);

export const SendChatMessageMutation = graphql(`
  mutation SendChatMessage($input: SendChatMessageInput!) {
    sendChatMessage(input: $input) {
      message {
        ...ChatMessage_message
      }
      userErrors {
        message
      }
    }
  }
`);

export const MarkChatMessagesMutation = graphql(`
  mutation MarkChatMessages($input: MarkChatMessagesInput!) {
    markChatMessages(input: $input) {
      userErrors {
        message
      }
    }
  }
`);

export const SetChatTypingMutation = graphql(`
  mutation SetChatTyping($input: ChatConversationInput!) {
    setChatTyping(input: $input)
  }
`);

export const ChatEventsSubscription = graphql(`
  subscription ChatEvents($conversationId: ID!) {
    chatEvents(conversationId: $conversationId) {
      kind
      actorRole
      message {
        ...ChatMessage_message
      }
      receipt {
        readerRole
        upToMessageId
        deliveredAt
        readAt
      }
      conversation {
        ...ChatConversation_conversation
      }
    }
  }
`);

export const ChatQueueQuery = graphql(`
  query ChatQueue {
    chatQueue {
      ...ChatConversation_conversation
    }
    myChatAssignments {
      ...ChatConversation_conversation
    }
  }
`);

export const ChatQueueChangedSubscription = graphql(`
  subscription ChatQueueChanged {
    chatQueueChanged {
      id
      state
    }
  }
`);

export const ClaimChatConversationMutation = graphql(`
  mutation ClaimChatConversation($input: ChatConversationInput!) {
    claimChatConversation(input: $input) {
      conversation {
        ...ChatConversation_conversation
      }
      userErrors {
        message
      }
    }
  }
`);

export const TransferChatConversationMutation = graphql(`
  mutation TransferChatConversation($input: TransferChatInput!) {
    transferChatConversation(input: $input) {
      conversation {
        ...ChatConversation_conversation
      }
      userErrors {
        message
      }
    }
  }
`);

export const CloseChatConversationMutation = graphql(`
  mutation CloseChatConversation($input: ChatConversationInput!) {
    closeChatConversation(input: $input) {
      conversation {
        ...ChatConversation_conversation
      }
      userErrors {
        message
      }
    }
  }
`);
