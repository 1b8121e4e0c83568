import { graphql } from '../../gql';

export const StaffGroupBuyOffersQuery = graphql(`
  query StaffGroupBuyOffers {
    staffGroupBuyOffers {
      groupsOpen
      groupsCompleted
      groupsCancelled
      membersPaid
      offer {
        id
        groupPriceMilli
        quantity
        groupSize
        timeLimitMinutes
        perUserLimit
        activity {
          id
          title
          status
          startsAt
          endsAt
        }
        product {
          id
          mpn
        }
      }
    }
  }
`);

export const CreateGroupBuyOfferMutation = graphql(`
  mutation CreateGroupBuyOffer($input: CreateGroupBuyOfferInput!) {
    createGroupBuyOffer(input: $input) {
      offer {
        offer {
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

export const UpdateGroupBuyOfferMutation = graphql(`
  mutation UpdateGroupBuyOffer($input: UpdateGroupBuyOfferInput!) {
    updateGroupBuyOffer(input: $input) {
      offer {
        offer {
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
