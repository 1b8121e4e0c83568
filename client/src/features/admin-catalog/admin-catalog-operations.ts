import { graphql } from '../../gql';

/** A change to categories or makers shows in every picker of the console: read them again. */
export const REFERENCES_REFRESH = { refetchQueries: ['AdminCatalogReferences'], awaitRefetchQueries: true };

export const StaffPartFieldsFragment = graphql(`
  fragment StaffPartFields_part on StaffPart {
    id
    description {
      zhCN
      enUS
      ru
      esES
    }
    product {
      id
      mpn
      manufacturer {
        id
        name
      }
      category {
        id
        name
      }
      package
      material
      parameters {
        name
        value
      }
      leadTimeDays
      priceBreaks {
        minQty
        unitPriceMilli
      }
      listPriceMilli
      stock
      moq
      orderIncrement
      purchaseLimit
      batchNumber
      datasheetUrl
      status
      imageUrl
      images {
        id
        url
        position
      }
    }
  }
`);

export const AdminStaffPartsQuery = graphql(`
  query AdminStaffParts($first: Int, $after: String, $filter: StaffPartFilter) {
    staffParts(first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          product {
            id
            mpn
            manufacturer {
              id
              name
            }
            category {
              id
              name
            }
            package
            listPriceMilli
            stock
            status
          }
        }
      }
    }
  }
`);

export const AdminStaffPartQuery = graphql(`
  query AdminStaffPart($id: ID!) {
    staffPart(id: $id) {
      ...StaffPartFields_part
    }
  }
`);

export const AdminCatalogReferencesQuery = graphql(`
  query AdminCatalogReferences {
    staffCategories {
      ...StaffCategoryFields_category
    }
    staffMakers {
      ...StaffMakerFields_maker
    }
  }
`);

export const StaffCategoryFieldsFragment = graphql(`
  fragment StaffCategoryFields_category on StaffCategory {
    id
    slug
    name {
      zhCN
      enUS
      ru
      esES
    }
    parentId
    position
    partCount
    parameters {
      id
      name
      label {
        zhCN
        enUS
        ru
        esES
      }
      unit
      position
    }
  }
`);

export const StaffMakerFieldsFragment = graphql(`
  fragment StaffMakerFields_maker on StaffMaker {
    id
    slug
    name
    country
    website
    description {
      zhCN
      enUS
      ru
      esES
    }
    featured
    partCount
  }
`);

export const AdminSavePartMutation = graphql(`
  mutation AdminSavePart($input: SavePartInput!) {
    saveStaffPart(input: $input) {
      part {
        ...StaffPartFields_part
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const AdminSetPartShelfMutation = graphql(`
  mutation AdminSetPartShelf($input: SetPartShelfInput!) {
    setStaffPartShelf(input: $input) {
      part {
        id
        product {
          id
          status
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

export const AdminReorderPartImagesMutation = graphql(`
  mutation AdminReorderPartImages($input: ReorderPartImagesInput!) {
    reorderStaffPartImages(input: $input) {
      images {
        id
        url
        position
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const AdminRemovePartImageMutation = graphql(`
  mutation AdminRemovePartImage($input: RemovePartImageInput!) {
    removeStaffPartImage(input: $input) {
      images {
        id
        url
        position
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const AdminCreateCategoryMutation = graphql(`
  mutation AdminCreateCategory($input: CreateCategoryInput!) {
    createStaffCategory(input: $input) {
      categoryId
      categories {
        ...StaffCategoryFields_category
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const AdminRenameCategoryMutation = graphql(`
  mutation AdminRenameCategory($input: RenameCategoryInput!) {
    renameStaffCategory(input: $input) {
      categories {
        ...StaffCategoryFields_category
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const AdminMoveCategoryMutation = graphql(`
  mutation AdminMoveCategory($input: MoveCategoryInput!) {
    moveStaffCategory(input: $input) {
      categories {
        ...StaffCategoryFields_category
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const AdminSetCategoryParametersMutation = graphql(`
  mutation AdminSetCategoryParameters($input: SetCategoryParametersInput!) {
    setStaffCategoryParameters(input: $input) {
      categories {
        ...StaffCategoryFields_category
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const AdminSaveMakerMutation = graphql(`
  mutation AdminSaveMaker($input: SaveMakerInput!) {
    saveStaffMaker(input: $input) {
      maker {
        ...StaffMakerFields_maker
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);
