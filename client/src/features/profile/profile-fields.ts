import { graphql } from '../../gql';

/** Everything the profile pages show and edit. */
export const ProfileFieldsFragment = graphql(`
  fragment ProfileFields_viewer on Viewer {
    id
    displayName
    vip
    nickName
    avatarUrl
    gender
    birthday
    location
    firstName
    lastName
    companyName
    companyPosition
    email
    phone
    inviteCode
    wechatBound
  }
`);

export const ProfilePageQuery = graphql(`
  query ProfilePage {
    me {
      ...ProfileFields_viewer
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      viewer {
        ...ProfileFields_viewer
        ...SessionUser_viewer
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);
