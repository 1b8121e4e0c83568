import { graphql } from '../../gql';

export const GroupBuyOffersQuery = graphql(`
  query GroupBuyOffers {
    groupBuyOffers {
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
        package
        listPriceMilli
        manufacturer {
          id
          name
        }
      }
      openGroups {
        id
        leaderName
        leaderAvatarUrl
        placesLeft
        deadlineAt
      }
    }
  }
`);

export const GroupBuyQuery = graphql(`
  query GroupBuy($id: ID!) {
    groupBuy(id: $id) {
      id
      status
      groupSize
      memberCount
      paidCount
      placesLeft
      deadlineAt
      completedAt
      cancelledAt
      viewerOrderId
      viewerPaid
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
          package
          listPriceMilli
          manufacturer {
            id
            name
          }
        }
      }
      members {
        displayName
        avatarUrl
        leader
        paid
        joinedAt
      }
    }
  }
`);

export const GroupBuyChangedSubscription = graphql(`
  subscription GroupBuyChanged($id: ID!) {
    groupBuyChanged(id: $id) {
      groupId
    }
  }
`);

export const StartGroupBuyMutation = graphql(`
  mutation StartGroupBuy($input: StartGroupBuyInput!) {
    startGroupBuy(input: $input) {
      groupBuy {
        id
      }
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

export const JoinGroupBuyMutation = graphql(`
  mutation JoinGroupBuy($input: JoinGroupBuyInput!) {
    joinGroupBuy(input: $input) {
      groupBuy {
        id
      }
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
