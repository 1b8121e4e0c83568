import { graphql } from '../../gql';

export const WalletRecordsQuery = graphql(`
  query WalletRecords($kind: BalanceEntryKind, $month: String, $after: String) {
    myBalanceFen
    myBalanceRecords(kind: $kind, month: $month, first: 20, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          amountFen
          kind
          reference
          orderId
          reason
          at
        }
      }
    }
  }
`);

export const MyWithdrawalsQuery = graphql(`
  query MyWithdrawals {
    myWithdrawals(first: 20) {
      totalCount
      edges {
        node {
          id
          userId
          userName
          amountFen
          feeFen
          status
          createdAt
          decidedAt
          rejectReason
          payoutReference
          actions
          account {
            id
            type
            institution
            numberMasked
            holderMasked
          }
        }
      }
    }
  }
`);

export const WithdrawFormQuery = graphql(`
  query WithdrawForm {
    myBalanceFen
    withdrawalSettings {
      minimumFen
      dailyLimitFen
      feeBasisPoints
      minimumFeeFen
    }
    myPayoutAccounts {
      id
      type
      institution
      numberMasked
      holderMasked
    }
  }
`);

export const RequestWithdrawalMutation = graphql(`
  mutation RequestWithdrawal($input: RequestWithdrawalInput!) {
    requestWithdrawal(input: $input) {
      withdrawal {
        id
        userId
        userName
        amountFen
        feeFen
        status
        createdAt
        decidedAt
        rejectReason
        payoutReference
        actions
        account {
          id
          type
          institution
          numberMasked
          holderMasked
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

export const CancelWithdrawalMutation = graphql(`
  mutation CancelWithdrawal($id: ID!) {
    cancelWithdrawal(id: $id) {
      withdrawal {
        id
        userId
        userName
        amountFen
        feeFen
        status
        createdAt
        decidedAt
        rejectReason
        payoutReference
        actions
        account {
          id
          type
          institution
          numberMasked
          holderMasked
        }
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const PayoutAccountsQuery = graphql(`
  query PayoutAccounts {
    myPayoutAccounts {
      id
      type
      institution
      numberMasked
      holderMasked
      createdAt
    }
  }
`);

export const BindPayoutAccountMutation = graphql(`
  mutation BindPayoutAccount($input: BindPayoutAccountInput!) {
    bindPayoutAccount(input: $input) {
      account {
        id
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const UnbindPayoutAccountMutation = graphql(`
  mutation UnbindPayoutAccount($id: ID!) {
    unbindPayoutAccount(id: $id) {
      removedId
      userErrors {
        code
        message
      }
    }
  }
`);

export const WithdrawalQueueQuery = graphql(`
  query WithdrawalQueue($status: WithdrawalStatus) {
    withdrawalQueue(status: $status, first: 50) {
      totalCount
      edges {
        node {
          id
          userId
          userName
          amountFen
          feeFen
          status
          createdAt
          decidedAt
          rejectReason
          payoutReference
          actions
          account {
            id
            type
            institution
            numberMasked
            holderMasked
          }
        }
      }
    }
  }
`);

export const StartWithdrawalReviewMutation = graphql(`
  mutation StartWithdrawalReview($id: ID!) {
    startWithdrawalReview(id: $id) {
      withdrawal {
        id
        userId
        userName
        amountFen
        feeFen
        status
        createdAt
        decidedAt
        rejectReason
        payoutReference
        actions
        account {
          id
          type
          institution
          numberMasked
          holderMasked
        }
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const ApproveWithdrawalMutation = graphql(`
  mutation ApproveWithdrawal($id: ID!) {
    approveWithdrawal(id: $id) {
      withdrawal {
        id
        userId
        userName
        amountFen
        feeFen
        status
        createdAt
        decidedAt
        rejectReason
        payoutReference
        actions
        account {
          id
          type
          institution
          numberMasked
          holderMasked
        }
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const RejectWithdrawalMutation = graphql(`
  mutation RejectWithdrawal($input: RejectWithdrawalInput!) {
    rejectWithdrawal(input: $input) {
      withdrawal {
        id
        userId
        userName
        amountFen
        feeFen
        status
        createdAt
        decidedAt
        rejectReason
        payoutReference
        actions
        account {
          id
          type
          institution
          numberMasked
          holderMasked
        }
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const LedgerReconciliationQuery = graphql(`
  query LedgerReconciliation($days: Int) {
    ledgerReconciliation(days: $days) {
      balanced
      walletsTotalFen
      ledgerTotalFen
      mismatchedUsers
      days {
        day
        openingFen
        creditsFen
        debitsFen
        closingFen
        entries
        balanced
      }
    }
  }
`);

export const WithdrawalStatusChangedSubscription = graphql(`
  subscription WithdrawalStatusChanged {
    withdrawalStatusChanged {
      withdrawalId
      status
    }
  }
`);
