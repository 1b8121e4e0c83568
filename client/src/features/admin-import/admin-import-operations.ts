import { graphql } from '../../gql';

export const CatalogImportFields = graphql(`
  fragment CatalogImportFields on CatalogImport {
    id
    filename
    status
    headerRow
    totalRows
    processedRows
    createdCount
    updatedCount
    unchangedCount
    errorCount
    failure
    mapping {
      field
      column
    }
  }
`);

export const CatalogImportQuery = graphql(`
  query CatalogImport($id: ID!) {
    catalogImport(id: $id) {
      ...CatalogImportFields
      headRows(first: 8)
    }
  }
`);

export const CatalogImportPreviewQuery = graphql(`
  query CatalogImportPreview($importId: ID!) {
    catalogImportPreview(importId: $importId) {
      validCount
      errorCount
      errors {
        line
        problems {
          field
          message
        }
      }
    }
  }
`);

export const MapCatalogImportMutation = graphql(`
  mutation MapCatalogImport($input: MapCatalogImportInput!) {
    mapCatalogImport(input: $input) {
      catalogImport {
        ...CatalogImportFields
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const StartCatalogImportMutation = graphql(`
  mutation StartCatalogImport($importId: ID!) {
    startCatalogImport(importId: $importId) {
      catalogImport {
        ...CatalogImportFields
      }
      userErrors {
        code
        message
      }
    }
  }
`);
