import { graphql } from '../../gql';

export const BargainOfferCardFragment = graphql(`
  fragment BargainOfferCard_offer on BargainOffer {
    id
    activity {
      id
      title
      status
      startsAt
      endsAt
    }
    part {
      id
      mpn
      brandName
      package
      listPriceMilli
    }
    quantity
    startPriceMilli
    floorPriceMilli
    expectedCuts
    timeLimitMinutes
    perUserLimit
  }
`);

export const BargainViewFragment = graphql(`
  fragment BargainView_bargain on Bargain {
    id
    status
    endReason
    quantity
    startPriceMilli
    floorPriceMilli
    currentPriceMilli
    cutsMade
    expectedCuts
    startedAt
    deadlineAt
    ownerNickname
    isMine
    hasCut
    canCut
    availableActions
    orderId
    orderNumber
    offer {
      ...BargainOfferCard_offer
    }
    cuts {
      id
      sequence
      nickname
      amountMilli
      priceAfterMilli
      cutAt
    }
  }
`);

export const BargainOffersQuery = graphql(`
  query BargainOffers($signedIn: Boolean!) {
    bargainOffers {
      ...BargainOfferCard_offer
    }
    myBargains @include(if: $signedIn) {
      id
      status
      currentPriceMilli
      deadlineAt
      offer {
        id
        activity {
          id
          title
        }
      }
    }
  }
`);

export const BargainQuery = graphql(`
  query Bargain($id: ID!) {
    bargain(id: $id) {
      ...BargainView_bargain
    }
  }
`);

export const BargainChangedSubscription = graphql(`
  subscription BargainChanged($id: ID!) {
    bargainChanged(id: $id) {
      ...BargainView_bargain
    }
  }
`);

export const StartBargainMutation = graphql(`
  mutation StartBargain($input: StartBargainInput!) {
    startBargain(input: $input) {
      bargain {
        id
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const CutBargainMutation = graphql(`
  mutation CutBargain($input: BargainIdInput!) {
    cutBargain(input: $input) {
      cutAmountMilli
      bargain {
        ...BargainView_bargain
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const BuyBargainMutation = graphql(`
  mutation BuyBargain($input: BuyBargainInput!) {
    buyBargain(input: $input) {
      order {
        id
        number
        payableFen
        status
      }
      bargain {
        ...BargainView_bargain
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const CancelBargainMutation = graphql(`
  mutation CancelBargain($input: BargainIdInput!) {
    cancelBargain(input: $input) {
      bargain {
        ...BargainView_bargain
      }
      userErrors {
        code
        message
      }
    }
  }
`);
