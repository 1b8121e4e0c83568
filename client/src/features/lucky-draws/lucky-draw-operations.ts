import { graphql } from '../../gql';

export const LuckyDrawPrizeFields = graphql(`
  fragment LuckyDrawPrize_prize on LuckyDrawPrize {
    id
    kind
    title
    quantity
    points
    weight
    oddsPpm
    stock
    initialStock
    product {
      id
      mpn
      package
      imageUrl
      manufacturer {
        id
        name
      }
    }
  }
`);

export const LuckyDrawRecordFields = graphql(`
  fragment LuckyDrawRecord_record on LuckyDrawRecord {
    id
    drawKind
    activityId
    activityTitle
    prizeId
    prizeKind
    prizeTitle
    points
    couponId
    orderId
    orderNumber
    status
    createdAt
  }
`);

export const FreeOrderCampaignsQuery = graphql(`
  query FreeOrderCampaigns {
    freeOrderCampaigns {
      id
      description
      dailyLimit
      totalLimit
      chancesLeftToday
      activity {
        id
        title
        status
        startsAt
        endsAt
      }
      parts {
        ...LuckyDrawPrize_prize
      }
    }
  }
`);

export const BlindBoxesQuery = graphql(`
  query BlindBoxes {
    blindBoxes {
      id
      description
      dailyLimit
      totalLimit
      pricePerOpenFen
      opensLeftToday
      activity {
        id
        title
        status
        startsAt
        endsAt
      }
      prizes {
        ...LuckyDrawPrize_prize
      }
    }
  }
`);

export const LuckyDrawAddressesQuery = graphql(`
  query LuckyDrawAddresses {
    myAddresses {
      id
      consignee
      province
      city
      district
      detail
      isDefault
    }
  }
`);

export const MyLuckyDrawPrizesQuery = graphql(`
  query MyLuckyDrawPrizes($first: Int, $after: String) {
    myLuckyDrawPrizes(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...LuckyDrawRecord_record
        }
      }
    }
  }
`);

export const ClaimFreeOrderMutation = graphql(`
  mutation ClaimFreeOrder($input: ClaimFreeOrderInput!) {
    claimFreeOrder(input: $input) {
      record {
        ...LuckyDrawRecord_record
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const BuyBlindBoxOpenMutation = graphql(`
  mutation BuyBlindBoxOpen($input: BuyBlindBoxOpenInput!) {
    buyBlindBoxOpen(input: $input) {
      paidOpen {
        id
        orderId
        status
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const BlindBoxPaidOpenQuery = graphql(`
  query BlindBoxPaidOpen($orderId: ID!) {
    blindBoxPaidOpen(orderId: $orderId) {
      id
      orderId
      orderNumber
      status
      record {
        ...LuckyDrawRecord_record
      }
    }
  }
`);

export const OpenBlindBoxMutation = graphql(`
  mutation OpenBlindBox($input: OpenBlindBoxInput!) {
    openBlindBox(input: $input) {
      record {
        ...LuckyDrawRecord_record
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const ReceiveLuckyDrawPrizeMutation = graphql(`
  mutation ReceiveLuckyDrawPrize($input: ReceiveLuckyDrawPrizeInput!) {
    receiveLuckyDrawPrize(input: $input) {
      record {
        ...LuckyDrawRecord_record
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const StaffLuckyDrawsQuery = graphql(`
  query StaffLuckyDraws($kind: LuckyDrawKind!) {
    staffLuckyDraws(kind: $kind) {
      ...StaffLuckyDraw_draw
    }
  }
`);

export const StaffLuckyDrawFields = graphql(`
  fragment StaffLuckyDraw_draw on StaffLuckyDraw {
    id
    kind
    description
    dailyLimit
    totalLimit
    pricePerOpenFen
    activity {
      id
      title
      status
      startsAt
      endsAt
    }
    prizes {
      id
      kind
      title
      quantity
      points
      weight
      oddsPpm
      stock
      initialStock
      couponTemplateId
      product {
        id
        mpn
      }
    }
    progress {
      records
      participants
      awarded
      prizesLeft
    }
  }
`);

export const CreateFreeOrderCampaignMutation = graphql(`
  mutation CreateFreeOrderCampaign($input: CreateFreeOrderCampaignInput!) {
    createFreeOrderCampaign(input: $input) {
      luckyDraw {
        ...StaffLuckyDraw_draw
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const UpdateFreeOrderCampaignMutation = graphql(`
  mutation UpdateFreeOrderCampaign($input: UpdateFreeOrderCampaignInput!) {
    updateFreeOrderCampaign(input: $input) {
      luckyDraw {
        ...StaffLuckyDraw_draw
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const CreateBlindBoxMutation = graphql(`
  mutation CreateBlindBox($input: CreateBlindBoxInput!) {
    createBlindBox(input: $input) {
      luckyDraw {
        ...StaffLuckyDraw_draw
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const UpdateBlindBoxMutation = graphql(`
  mutation UpdateBlindBox($input: UpdateBlindBoxInput!) {
    updateBlindBox(input: $input) {
      luckyDraw {
        ...StaffLuckyDraw_draw
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

/** Free-order campaigns starting, pausing, resuming or ending: the page refetches (on every server copy). */
export const FreeOrderActivityChangedSubscription = graphql(`
  subscription FreeOrderActivityChanged {
    activityChanged(kind: FREE_ORDER) {
      activityId
      status
    }
  }
`);

/** Blind boxes starting, pausing, resuming or ending: the page refetches (on every server copy). */
export const BlindBoxActivityChangedSubscription = graphql(`
  subscription BlindBoxActivityChanged {
    activityChanged(kind: BLIND_BOX) {
      activityId
      status
    }
  }
`);
