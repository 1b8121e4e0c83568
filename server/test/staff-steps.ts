/** The staff-account documents the people, second-factor and audit tests share. */

const STAFF_MEMBER = 'id username roles disabledAt disabledReason totpEnrolled';

/** Creates a staff account; answers its first password once. */
export const createStaffAccountMutation = /* GraphQL */ `
  mutation ($input: CreateStaffAccountInput!) {
    createStaffAccount(input: $input) { staffMember { ${STAFF_MEMBER} } password userErrors { code field } }
  }
`;

/** Signs in with a password; a staff account may be asked for its second factor instead of getting a token. */
export const passwordLoginMutation = /* GraphQL */ `
  mutation ($input: LoginWithPasswordInput!) {
    loginWithPassword(input: $input) {
      token
      viewer {
        roles
        permissions
      }
      secondFactor {
        challenge
        enrolmentRequired
      }
      userErrors {
        code
      }
    }
  }
`;

export { STAFF_MEMBER };
