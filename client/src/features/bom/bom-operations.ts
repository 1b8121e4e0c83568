import { graphql } from '../../gql';

export const MatchBomMutation = graphql(`
  mutation MatchBom($input: BomLinesInput!) {
    matchBom(input: $input) {
      quote {
        ...BomQuoteTable_quote
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const AddBomToCartMutation = graphql(`
  mutation AddBomToCart($input: BomLinesInput!) {
    addBomToCart(input: $input) {
      addedCount
      skippedReferences
      userErrors {
        code
        message
      }
    }
  }
`);

export const ExportBomQuoteMutation = graphql(`
  mutation ExportBomQuote($input: ExportBomQuoteInput!) {
    exportBomQuote(input: $input) {
      ...DownloadFile_payload
    }
  }
`);

export const MyBomProjectsQuery = graphql(`
  query MyBomProjects {
    myBomProjects {
      id
      name
      boards
      lineCount
      updatedAt
    }
  }
`);

export const BomProjectQuery = graphql(`
  query BomProject($id: ID!) {
    bomProject(id: $id) {
      id
      name
      boards
      lines {
        reference
        mpn
        manufacturer
        quantity
        designators
        value
        package
        description
        productId
        customerReference
        quantityText
        quantityIssue
        exclusion
      }
    }
  }
`);

export const SaveBomProjectMutation = graphql(`
  mutation SaveBomProject($input: SaveBomProjectInput!) {
    saveBomProject(input: $input) {
      project {
        id
        name
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const DeleteBomProjectMutation = graphql(`
  mutation DeleteBomProject($id: ID!) {
    deleteBomProject(id: $id) {
      deleted
      userErrors {
        code
        message
      }
    }
  }
`);

export const BomPartSearchQuery = graphql(`
  query BomPartSearch($query: String!) {
    products(first: 8, filter: { query: $query }) {
      edges {
        node {
          id
          mpn
          package
          stock
          manufacturer {
            id
            name
          }
        }
      }
    }
  }
`);
