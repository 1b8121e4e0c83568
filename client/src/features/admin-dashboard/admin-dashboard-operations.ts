import { graphql } from '../../gql';

/** Everything the dashboard shows, in one request: the server answers it from a handful of indexed aggregates. */
export const AdminDashboardQuery = graphql(`
  query AdminDashboard {
    dashboard {
      days {
        date
        ordersPlaced
        ordersPaid
        paidShare
        revenueFen
        inquiriesReceived
        inquiriesReplied
        averageReplySeconds
        chatsOpened
        chatsClaimed
        averageChatWaitSeconds
      }
      today {
        ordersPlaced
        ordersPaid
        paidShare
        revenueFen
        inquiriesReceived
        inquiriesReplied
        averageReplySeconds
        chatsOpened
        chatsClaimed
        averageChatWaitSeconds
      }
      lastDays {
        ordersPlaced
        ordersPaid
        paidShare
        revenueFen
        inquiriesReceived
        inquiriesReplied
        averageReplySeconds
        chatsOpened
        chatsClaimed
        averageChatWaitSeconds
      }
      unansweredInquiries
      chatsWaiting
      longestChatWaitSeconds
      lowStockTotal
      lowStockParts {
        productId
        mpn
        brandName
        stock
        moq
      }
    }
  }
`);
