import { graphql } from '../../gql';

export const StaffFlashSaleSessionQuery = graphql(`
  query StaffFlashSaleSession($id: ID!) {
    staffFlashSaleSession(id: $id) {
      session {
        id
        title
        state
        startsAt
        endsAt
        items {
          id
          part {
            productId
            mpn
          }
          salePriceMilli
          listPriceMilli
          stock
          sold
          soldPercent
          perUserLimit
          state
        }
      }
      activity {
        id
        status
        availableActions
      }
      remindersSet
    }
  }
`);

export const StaffFlashSaleProgressSubscription = graphql(`
  subscription StaffFlashSaleProgress($sessionId: ID!) {
    flashSaleChanged(sessionId: $sessionId) {
      id
      state
      items {
        id
        stock
        sold
        soldPercent
        state
      }
    }
  }
`);

export const CreateFlashSaleSessionMutation = graphql(`
  mutation CreateFlashSaleSession($input: CreateFlashSaleSessionInput!) {
    createFlashSaleSession(input: $input) {
      session {
        session {
          id
        }
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const UpdateFlashSaleSessionMutation = graphql(`
  mutation UpdateFlashSaleSession($input: UpdateFlashSaleSessionInput!) {
    updateFlashSaleSession(input: $input) {
      session {
        session {
          id
          title
          startsAt
          endsAt
        }
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);
