import { graphql } from '../../gql';

export const StaffCustomersQuery = graphql(`
  query StaffCustomers($query: String, $first: Int, $after: String) {
    staffCustomers(query: $query, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          displayName
          email
          phone
          username
          vip
          orderCount
          disabledAt
        }
      }
    }
  }
`);

export const StaffCustomerQuery = graphql(`
  query StaffCustomer($id: ID!) {
    staffCustomer(id: $id) {
      ...StaffCustomerDetail_detail
    }
  }
`);

export const StaffCustomerDetailFragment = graphql(`
  fragment StaffCustomerDetail_detail on StaffCustomerDetail {
    customer {
      id
      displayName
      email
      phone
      username
      nickname
      vip
      createdAt
      orderCount
      disabledAt
      disabledReason
    }
    balanceFen
    sessions {
      id
      createdAt
      lastSeenAt
      userAgent
      ip
    }
  }
`);

export const DisableCustomerMutation = graphql(`
  mutation DisableCustomer($input: CustomerAccountStateInput!) {
    disableCustomer(input: $input) {
      detail {
        ...StaffCustomerDetail_detail
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const EnableCustomerMutation = graphql(`
  mutation EnableCustomer($input: CustomerAccountStateInput!) {
    enableCustomer(input: $input) {
      detail {
        ...StaffCustomerDetail_detail
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const StaffMembersQuery = graphql(`
  query StaffMembers {
    staffMembers {
      ...StaffMemberRow_member
    }
  }
`);

export const StaffMemberRowFragment = graphql(`
  fragment StaffMemberRow_member on StaffMember {
    id
    username
    email
    displayName
    roles
    createdAt
    disabledAt
    disabledReason
    totpEnrolled
  }
`);

export const CreateStaffAccountMutation = graphql(`
  mutation CreateStaffAccount($input: CreateStaffAccountInput!) {
    createStaffAccount(input: $input) {
      staffMember {
        ...StaffMemberRow_member
      }
      password
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const SetStaffRolesMutation = graphql(`
  mutation SetStaffRoles($input: SetStaffRolesInput!) {
    setStaffRoles(input: $input) {
      staffMember {
        ...StaffMemberRow_member
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const DisableStaffAccountMutation = graphql(`
  mutation DisableStaffAccount($input: StaffAccountStateInput!) {
    disableStaffAccount(input: $input) {
      staffMember {
        ...StaffMemberRow_member
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const EnableStaffAccountMutation = graphql(`
  mutation EnableStaffAccount($input: StaffAccountStateInput!) {
    enableStaffAccount(input: $input) {
      staffMember {
        ...StaffMemberRow_member
      }
      userErrors {
        code
        message
      }
    }
  }
`);
