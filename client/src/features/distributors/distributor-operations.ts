import { graphql } from '../../gql';

export const MyDistributorQuery = graphql(`
  query MyDistributor($first: Int, $after: String) {
    myDistributor {
      id
      userId
      userName
      status
      realName
      phone
      channel
      rateBp
      effectiveRateBp
      rejectReason
      submittedAt
      decidedAt
      totals {
        pendingFen
        settledFen
        reversedFen
      }
    }
    myDistributorInvitees(first: $first) {
      totalCount
      edges {
        node {
          id
          maskedName
          joinedAt
          orderCount
          commissionFen
        }
      }
    }
    myCommissions(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          inviteeName
          orderNumber
          orderPayableFen
          orderStatus
          rateBp
          amountFen
          status
          settleAt
          createdAt
        }
      }
    }
  }
`);

export const ApplyDistributorMutation = graphql(`
  mutation ApplyDistributor($input: ApplyDistributorInput!) {
    applyDistributor(input: $input) {
      distributor {
        id
        userId
        userName
        status
        realName
        phone
        channel
        rateBp
        effectiveRateBp
        rejectReason
        submittedAt
        decidedAt
        totals {
          pendingFen
          settledFen
          reversedFen
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

export const StaffDistributorsQuery = graphql(`
  query StaffDistributors($status: DistributorStatus, $first: Int, $after: String) {
    staffDistributors(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          userId
          userName
          status
          realName
          phone
          channel
          rateBp
          effectiveRateBp
          rejectReason
          submittedAt
          decidedAt
          totals {
            pendingFen
            settledFen
            reversedFen
          }
        }
      }
    }
    commissionSettings {
      defaultRateBp
    }
  }
`);

export const StaffCommissionsQuery = graphql(`
  query StaffCommissions($distributorId: ID, $first: Int) {
    staffCommissions(distributorId: $distributorId, first: $first) {
      totalCount
      edges {
        node {
          id
          inviteeName
          orderNumber
          orderPayableFen
          orderStatus
          rateBp
          amountFen
          status
          settleAt
          createdAt
        }
      }
    }
  }
`);

export const ApproveDistributorMutation = graphql(`
  mutation ApproveDistributor($input: DistributorIdInput!) {
    approveDistributor(input: $input) {
      distributor {
        id
        userId
        userName
        status
        realName
        phone
        channel
        rateBp
        effectiveRateBp
        rejectReason
        submittedAt
        decidedAt
        totals {
          pendingFen
          settledFen
          reversedFen
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

export const RejectDistributorMutation = graphql(`
  mutation RejectDistributor($input: RejectDistributorInput!) {
    rejectDistributor(input: $input) {
      distributor {
        id
        userId
        userName
        status
        realName
        phone
        channel
        rateBp
        effectiveRateBp
        rejectReason
        submittedAt
        decidedAt
        totals {
          pendingFen
          settledFen
          reversedFen
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

export const SetDistributorRateMutation = graphql(`
  mutation SetDistributorRate($input: SetDistributorRateInput!) {
    setDistributorRate(input: $input) {
      distributor {
        id
        userId
        userName
        status
        realName
        phone
        channel
        rateBp
        effectiveRateBp
        rejectReason
        submittedAt
        decidedAt
        totals {
          pendingFen
          settledFen
          reversedFen
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

export const SetCommissionDefaultRateMutation = graphql(`
  mutation SetCommissionDefaultRate($input: SetCommissionDefaultRateInput!) {
    setCommissionDefaultRate(input: $input) {
      settings {
        defaultRateBp
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);
