import { graphql } from '../../gql';

export const ServicesOptionsQuery = graphql(`
  query ServicesOptions {
    serviceOptions {
      pcbLayers
      pcbThicknessesMm
      pcbCopperWeightsOz
      pcbMinDimensionMm
      pcbMaxDimensionMm
      pcbMaxQuantity
      aluminiumMaxLayers
      assemblyMaxBoards
      assemblyMaxSmtJoints
      assemblyMaxThtJoints
      customMaxQuantity
      customDescriptionMinChars
      customDescriptionMaxChars
    }
  }
`);

export const ServicesPcbQuoteQuery = graphql(`
  query ServicesPcbQuote($spec: PcbSpecInput!) {
    pcbQuote(spec: $spec) {
      quote {
        setupFen
        boardsFen
        totalFen
        quantityBreakPerMille
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const ServicesAssemblyQuoteQuery = graphql(`
  query ServicesAssemblyQuote($spec: AssemblySpecInput!) {
    assemblyQuote(spec: $spec) {
      quote {
        setupFen
        jointsFen
        totalFen
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const ServicesBomProjectsQuery = graphql(`
  query ServicesBomProjects {
    myBomProjects {
      id
      name
    }
  }
`);

export const ServicesSubmitPcbMutation = graphql(`
  mutation ServicesSubmitPcb($input: SubmitPcbRequestInput!) {
    submitPcbRequest(input: $input) {
      inquiry {
        id
        number
      }
      serviceRequest {
        id
        ...ServiceRequestSummary_serviceRequest
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const ServicesSubmitAssemblyMutation = graphql(`
  mutation ServicesSubmitAssembly($input: SubmitAssemblyRequestInput!) {
    submitAssemblyRequest(input: $input) {
      inquiry {
        id
        number
      }
      serviceRequest {
        id
        ...ServiceRequestSummary_serviceRequest
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const ServicesSubmitCustomMutation = graphql(`
  mutation ServicesSubmitCustom($input: SubmitCustomRequestInput!) {
    submitCustomRequest(input: $input) {
      inquiry {
        id
        number
      }
      serviceRequest {
        id
        ...ServiceRequestSummary_serviceRequest
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const AdminServicesFormulaQuery = graphql(`
  query AdminServicesFormula {
    servicePriceFormula {
      pcb {
        setupFen
        layerBands {
          maxLayers
          fenPerSquareMetre
        }
        thickness {
          option
          perMille
        }
        material {
          option
          perMille
        }
        surfaceFinish {
          option
          perMille
        }
        copperWeight {
          option
          perMille
        }
        solderMaskColour {
          option
          perMille
        }
        quantityBreaks {
          minQuantity
          perMille
        }
      }
      assembly {
        setupFen
        fenPerThousandSmtJoints
        fenPerThousandThtJoints
        doubleSidedPerMille
      }
      updatedAt
    }
  }
`);

export const AdminServicesUpdateFormulaMutation = graphql(`
  mutation AdminServicesUpdateFormula($input: UpdateServicePriceFormulaInput!) {
    updateServicePriceFormula(input: $input) {
      formula {
        updatedAt
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);
