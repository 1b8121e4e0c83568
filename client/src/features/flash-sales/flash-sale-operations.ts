import { graphql } from '../../gql';

/** No day: today's sessions and the coming days'. (Said explicitly: the server reads an omitted `day` as invalid.) */
export const FlashSaleSessionsQuery = graphql(`
  query FlashSaleSessions {
    flashSaleSessions(day: null) {
      id
      title
      state
      startsAt
      endsAt
      myReminder
      items {
        id
        part {
          productId
          mpn
          brandName
        }
        salePriceMilli
        listPriceMilli
        soldPercent
        perUserLimit
        state
        myBought
      }
    }
  }
`);

/** The shared fields of a pushed session: the viewer's own (myReminder, myBought) stay as the query loaded them. */
export const FlashSaleChangedSubscription = graphql(`
  subscription FlashSaleChanged($sessionId: ID!) {
    flashSaleChanged(sessionId: $sessionId) {
      id
      title
      state
      startsAt
      endsAt
      items {
        id
        salePriceMilli
        soldPercent
        sold
        stock
        state
      }
    }
  }
`);

/** A new session, or one that moved: the list is read again (the sessions' own changes come by flashSaleChanged). */
export const FlashSaleActivityChangedSubscription = graphql(`
  subscription FlashSaleActivityChanged {
    activityChanged(kind: FLASH_SALE) {
      activityId
      status
    }
  }
`);

export const BuyFlashSaleMutation = graphql(`
  mutation BuyFlashSale($input: BuyFlashSaleInput!) {
    buyFlashSale(input: $input) {
      order {
        id
        status
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const SetFlashSaleReminderMutation = graphql(`
  mutation SetFlashSaleReminder($sessionId: ID!) {
    setFlashSaleReminder(sessionId: $sessionId) {
      session {
        id
        myReminder
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const CancelFlashSaleReminderMutation = graphql(`
  mutation CancelFlashSaleReminder($sessionId: ID!) {
    cancelFlashSaleReminder(sessionId: $sessionId) {
      session {
        id
        myReminder
      }
      userErrors {
        code
        message
      }
    }
  }
`);
