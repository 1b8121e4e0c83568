import { graphql } from '../../gql';

export const InquiryDetailFragment = graphql(`
  fragment InquiryDetail_inquiry on Inquiry {
    id
    number
    projectName
    annualUsage
    targetUnitPriceMilli
    companyName
    companyAddress
    contactName
    contactPhone
    message
    state
    reply
    salesSpecialist
    claimedAt
    repliedAt
    createdAt
    validUntil
    quoteValid
    claimedByMe
    quantity
    product {
      id
      mpn
    }
    serviceRequest {
      ...ServiceRequestSummary_serviceRequest
    }
    attachment {
      filename
      size
    }
    quoteLines {
      mpn
      description
      quantity
      unitPriceMilli
      lineTotalFen
      productId
      leadTime
    }
    replyAttachments {
      id
      filename
      size
    }
  }
`);

export const InquiryMyListQuery = graphql(`
  query InquiryMyList($state: InquiryState) {
    myInquiries(state: $state) {
      id
      number
      projectName
      companyName
      state
      createdAt
      repliedAt
      validUntil
      quoteValid
      salesSpecialist
    }
  }
`);

export const InquiryDetailQuery = graphql(`
  query InquiryDetail($id: ID!) {
    inquiry(id: $id) {
      ...InquiryDetail_inquiry
    }
  }
`);

export const InquiryCreateMutation = graphql(`
  mutation InquiryCreate($input: CreateInquiryInput!) {
    createInquiry(input: $input) {
      inquiry {
        id
        number
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const InquiryPartQuery = graphql(`
  query InquiryPart($id: ID!) {
    product(id: $id) {
      id
      mpn
      stock
    }
  }
`);

export const InquiryAddQuoteToCartMutation = graphql(`
  mutation InquiryAddQuoteToCart($id: ID!) {
    addInquiryQuoteToCart(id: $id) {
      addedCount
      skippedMpns
      userErrors {
        code
        message
      }
    }
  }
`);

export const InquiryQueueQuery = graphql(`
  query InquiryQueue($state: InquiryState, $scope: InquiryQueueScope, $search: String) {
    inquiryQueue(state: $state, scope: $scope, search: $search) {
      id
      number
      projectName
      companyName
      state
      createdAt
      salesSpecialist
      claimedAt
      attachment {
        filename
      }
    }
  }
`);

export const InquiryClaimMutation = graphql(`
  mutation InquiryClaim($id: ID!) {
    claimInquiry(id: $id) {
      inquiry {
        ...InquiryDetail_inquiry
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const InquiryBomDraftQuery = graphql(`
  query InquiryBomDraft($id: ID!) {
    inquiryBomDraft(id: $id) {
      reference
      status
      reason
      mpn
      description
      quantity
      unitPriceMilli
      productId
      leadTime
    }
  }
`);
