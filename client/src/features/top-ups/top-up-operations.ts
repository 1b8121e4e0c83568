import { graphql } from '../../gql';

export const TopUpSettingsQuery = graphql(`
  query TopUpSettings {
    topUpSettings {
      minimumFen
      maximumFen
      dailyLimitFen
      methods
    }
  }
`);

export const StartTopUpMutation = graphql(`
  mutation StartTopUp($input: StartTopUpInput!) {
    startTopUp(input: $input) {
      start {
        topUp {
          id
          amountFen
          method
          status
        }
        payUrl
        qrCodeSvg
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const MyTopUpQuery = graphql(`
  query MyTopUp($id: ID!) {
    myTopUp(id: $id) {
      id
      amountFen
      status
    }
  }
`);
