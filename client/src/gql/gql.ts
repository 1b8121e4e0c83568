/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query SiteFooter($channelId: ID!) {\n    channel(id: $channelId) {\n      id\n      telephone\n      phone\n      email\n      addressZh\n      addressEn\n    }\n  }\n": typeof types.SiteFooterDocument,
    "\n  query StaffCancellations($status: AccountCancellationStatus) {\n    accountCancellationRequests(status: $status) {\n      id\n      status\n      reason\n      createdAt\n      updatedAt\n      userId\n      userDisplayName\n    }\n  }\n": typeof types.StaffCancellationsDocument,
    "\n  mutation StaffDecideCancellation($input: DecideAccountCancellationInput!) {\n    decideAccountCancellation(input: $input) {\n      request {\n        id\n        status\n        updatedAt\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.StaffDecideCancellationDocument,
    "\n  query AccountSecurity {\n    mySessions {\n      id\n      current\n      ...SessionCard_sessionInfo\n    }\n  }\n": typeof types.AccountSecurityDocument,
    "\n  mutation RevokeOtherSessions {\n    revokeOtherSessions {\n      revokedCount\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.RevokeOtherSessionsDocument,
    "\n  fragment InvitationCard_viewer on Viewer {\n    id\n    inviteCode\n  }\n": typeof types.InvitationCard_ViewerFragmentDoc,
    "\n  fragment ProfileSummary_viewer on Viewer {\n    id\n    displayName\n    username\n    email\n    phone\n    vip\n    roles\n    avatarUrl\n  }\n": typeof types.ProfileSummary_ViewerFragmentDoc,
    "\n  fragment SessionCard_sessionInfo on SessionInfo {\n    id\n    createdAt\n    lastSeenAt\n    userAgent\n    ip\n    current\n  }\n": typeof types.SessionCard_SessionInfoFragmentDoc,
    "\n  fragment AddressCard_address on Address {\n    id\n    consignee\n    areaCode\n    phone\n    country\n    province\n    city\n    district\n    postalCode\n    detail\n    label\n    isDefault\n  }\n": typeof types.AddressCard_AddressFragmentDoc,
    "\n  mutation AddAddress($input: AddAddressInput!) {\n    addAddress(input: $input) {\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.AddAddressDocument,
    "\n  mutation UpdateAddress($input: UpdateAddressInput!) {\n    updateAddress(input: $input) {\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.UpdateAddressDocument,
    "\n  mutation AddPickupPerson($input: AddPickupPersonInput!) {\n    addPickupPerson(input: $input) {\n      pickupPerson {\n        id\n        name\n        areaCode\n        phone\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.AddPickupPersonDocument,
    "\n  mutation UpdatePickupPerson($input: UpdatePickupPersonInput!) {\n    updatePickupPerson(input: $input) {\n      pickupPerson {\n        id\n        name\n        areaCode\n        phone\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.UpdatePickupPersonDocument,
    "\n  mutation DeletePickupPerson($input: DeletePickupPersonInput!) {\n    deletePickupPerson(input: $input) {\n      deletedPickupPersonId\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.DeletePickupPersonDocument,
    "\n  query AdminOrdersList($query: String, $status: OrderStatus, $moneyToReturn: Boolean, $first: Int, $after: String) {\n    staffOrders(query: $query, status: $status, moneyToReturn: $moneyToReturn, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          number\n          status\n          createdAt\n          payableFen\n          lineCount\n          firstMpn\n          moneyToReturnFen\n          buyer {\n            id\n            email\n            phone\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminOrdersListDocument,
    "\n  query AdminOrderDetail($id: ID!) {\n    staffOrder(id: $id) {\n      staffActions\n      buyer {\n        id\n        email\n        phone\n        nickname\n      }\n      order {\n        id\n        number\n        status\n        createdAt\n        expiresAt\n        itemsFen\n        memberDiscountFen\n        couponDeductionFen\n        pointsDeductionFen\n        freightFen\n        payableFen\n        paidFen\n        paymentMethod\n        paidAt\n        remark\n        invoiceType\n        invoiceTitle\n        invoiceTaxNumber\n        deliveryMethod\n        cancelReason\n        carrier\n        waybillNumber\n        shippedAt\n        address {\n          consignee\n          areaCode\n          phone\n          country\n          province\n          city\n          district\n          detail\n        }\n        pickup {\n          pointName\n          pointAddress\n          date\n          timeSlot\n          personName\n          personPhone\n        }\n        lines {\n          id\n          productId\n          mpn\n          brandName\n          package\n          quantity\n          unitPriceMilli\n          lineTotalFen\n        }\n      }\n      moneyToReturnFen\n      payments {\n        id\n        provider\n        transactionRef\n        amountFen\n        paidAt\n        receivedAt\n        status\n        returnReason\n        toReturn\n        returning\n        returnedAt\n      }\n      remittances {\n        id\n        status\n        payerName\n        bank\n        account\n        amountFen\n        proofUrls\n        rejectReason\n        submittedAt\n      }\n      audit {\n        id\n        kind\n        at\n        action\n        fromStatus\n        toStatus\n        description\n        actor {\n          id\n          name\n          roles\n        }\n      }\n    }\n  }\n": typeof types.AdminOrderDetailDocument,
    "\n  mutation AdminApproveOrder($input: OrderIdInput!) {\n    approveOrder(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AdminApproveOrderDocument,
    "\n  mutation AdminRejectOrderApproval($input: RejectOrderApprovalInput!) {\n    rejectOrderApproval(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AdminRejectOrderApprovalDocument,
    "\n  mutation AdminShipOrder($input: ShipOrderInput!) {\n    shipOrder(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AdminShipOrderDocument,
    "\n  mutation AdminAddTracking($input: AddLogisticsEventInput!) {\n    addLogisticsEvent(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AdminAddTrackingDocument,
    "\n  mutation AdminConfirmRemittance($input: ConfirmRemittanceInput!) {\n    confirmRemittance(input: $input) {\n      remittance {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AdminConfirmRemittanceDocument,
    "\n  mutation AdminRejectRemittance($input: RejectRemittanceInput!) {\n    rejectRemittance(input: $input) {\n      remittance {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AdminRejectRemittanceDocument,
    "\n  query ChatCustomerRecentOrders($customerId: ID!) {\n    customerRecentOrders(customerId: $customerId) {\n      id\n      number\n      status\n      createdAt\n      payableFen\n      firstMpn\n      lineCount\n    }\n  }\n": typeof types.ChatCustomerRecentOrdersDocument,
    "\n  mutation MatchBom($input: BomLinesInput!) {\n    matchBom(input: $input) {\n      quote {\n        ...BomQuoteTable_quote\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.MatchBomDocument,
    "\n  mutation AddBomToCart($input: BomLinesInput!) {\n    addBomToCart(input: $input) {\n      addedCount\n      skippedReferences\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AddBomToCartDocument,
    "\n  mutation ExportBomQuote($input: ExportBomQuoteInput!) {\n    exportBomQuote(input: $input) {\n      filename\n      contentType\n      base64\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ExportBomQuoteDocument,
    "\n  query MyBomProjects {\n    myBomProjects {\n      id\n      name\n      boards\n      lineCount\n      updatedAt\n    }\n  }\n": typeof types.MyBomProjectsDocument,
    "\n  query BomProject($id: ID!) {\n    bomProject(id: $id) {\n      id\n      name\n      boards\n      lines {\n        reference\n        mpn\n        manufacturer\n        quantity\n        designators\n        value\n        package\n        description\n        productId\n      }\n    }\n  }\n": typeof types.BomProjectDocument,
    "\n  mutation SaveBomProject($input: SaveBomProjectInput!) {\n    saveBomProject(input: $input) {\n      project {\n        id\n        name\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.SaveBomProjectDocument,
    "\n  mutation DeleteBomProject($id: ID!) {\n    deleteBomProject(id: $id) {\n      deleted\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.DeleteBomProjectDocument,
    "\n  query BomPartSearch($query: String!) {\n    products(first: 8, filter: { query: $query }) {\n      edges {\n        node {\n          id\n          mpn\n          package\n          stock\n          manufacturer {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.BomPartSearchDocument,
    "\n  fragment BomQuoteTable_quote on BomQuote {\n    boards\n    totalFen\n    matchedCount\n    suggestedCount\n    unmatchedCount\n    lines {\n      status\n      reason\n      line {\n        reference\n        mpn\n        value\n        package\n        designators\n        quantity\n      }\n      product {\n        id\n        mpn\n        package\n        stock\n        leadTimeDays\n        manufacturer {\n          id\n          name\n        }\n      }\n      alternatives {\n        id\n        mpn\n        package\n        manufacturer {\n          id\n          name\n        }\n      }\n      requiredQuantity\n      orderQuantity\n      priceBreak {\n        minQty\n        unitPriceMilli\n      }\n      lineTotalFen\n      nextBreakHint {\n        quantity\n        savingFen\n      }\n      problem {\n        message\n      }\n    }\n  }\n": typeof types.BomQuoteTable_QuoteFragmentDoc,
    "\n  fragment BrandHall_brand on Brand {\n    id\n    name\n    country\n    productCount\n  }\n": typeof types.BrandHall_BrandFragmentDoc,
    "\n  fragment BrandDirectory_brand on Brand {\n    id\n    name\n    country\n    featured\n    productCount\n  }\n": typeof types.BrandDirectory_BrandFragmentDoc,
    "\n  fragment BrandProfile_brand on Brand {\n    id\n    name\n    country\n    website\n    description\n    productCount\n  }\n": typeof types.BrandProfile_BrandFragmentDoc,
    "\n  fragment CartLineRow_cartLine on CartLine {\n    id\n    quantity\n    selected\n    unitPriceMilli\n    lineTotalFen\n    quotedInquiryNumber\n    quoteValidUntil\n    priceBreak {\n      minQty\n    }\n    problem {\n      code\n      message\n    }\n    product {\n      id\n      mpn\n      package\n      imageUrl\n      moq\n      orderIncrement\n      status\n      manufacturer {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CartLineRow_CartLineFragmentDoc,
    "\n  query HeaderCartCount {\n    cartCount\n  }\n": typeof types.HeaderCartCountDocument,
    "\n  query MyCart {\n    myCart {\n      lineCount\n      ...CartView_cart\n    }\n  }\n": typeof types.MyCartDocument,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      cart {\n        lineCount\n        ...CartView_cart\n      }\n      userErrors {\n        code\n        message\n        field\n        lineIds\n      }\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  mutation UpdateCartLine($input: UpdateCartLineInput!) {\n    updateCartLine(input: $input) {\n      cart {\n        lineCount\n        ...CartView_cart\n      }\n      userErrors {\n        code\n        message\n        field\n        lineIds\n      }\n    }\n  }\n": typeof types.UpdateCartLineDocument,
    "\n  mutation SelectCartLines($input: SelectCartLinesInput!) {\n    selectCartLines(input: $input) {\n      cart {\n        lineCount\n        ...CartView_cart\n      }\n      userErrors {\n        code\n        message\n        field\n        lineIds\n      }\n    }\n  }\n": typeof types.SelectCartLinesDocument,
    "\n  mutation RemoveCartLines($input: RemoveCartLinesInput!) {\n    removeCartLines(input: $input) {\n      removedCount\n      cart {\n        lineCount\n        ...CartView_cart\n      }\n      userErrors {\n        code\n        message\n        field\n        lineIds\n      }\n    }\n  }\n": typeof types.RemoveCartLinesDocument,
    "\n  mutation MoveCartLinesToFavourites($input: RemoveCartLinesInput!) {\n    moveCartLinesToFavourites(input: $input) {\n      removedCount\n      cart {\n        lineCount\n        ...CartView_cart\n      }\n      userErrors {\n        code\n        message\n        field\n        lineIds\n      }\n    }\n  }\n": typeof types.MoveCartLinesToFavouritesDocument,
    "\n  fragment CartView_cart on Cart {\n    selectedSubtotalFen\n    selectedCount\n    lines {\n      id\n      selected\n      ...CartLineRow_cartLine\n    }\n  }\n": typeof types.CartView_CartFragmentDoc,
    "\n  fragment CategoryTree_category on Category {\n    id\n    name\n    parentId\n    position\n    productCount\n  }\n": typeof types.CategoryTree_CategoryFragmentDoc,
    "\n  fragment ParameterFacets_facet on ParameterFacet {\n    name\n    valueCount\n    values {\n      value\n      count\n    }\n  }\n": typeof types.ParameterFacets_FacetFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    mpn\n    manufacturer {\n      id\n      name\n    }\n    package\n    description\n    stock\n    moq\n    listPriceMilli\n    imageUrl\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  query CatalogCategories {\n    categories {\n      id\n      ...CategoryTree_category\n    }\n  }\n": typeof types.CatalogCategoriesDocument,
    "\n  fragment ChatConversation_conversation on ChatConversation {\n    id\n    state\n    customerId\n    customerName\n    customerVip\n    customerSince\n    agentId\n    agentName\n    contextProductId\n    contextProductMpn\n    contextOrderId\n    updatedAt\n  }\n": typeof types.ChatConversation_ConversationFragmentDoc,
    "\n  fragment ChatMessage_message on ChatMessage {\n    id\n    conversationId\n    senderName\n    role\n    text\n    imageUrl\n    systemEvent\n    createdAt\n    deliveredAt\n    readAt\n  }\n": typeof types.ChatMessage_MessageFragmentDoc,
    "\n  query MyChatConversation {\n    myChatConversation {\n      ...ChatConversation_conversation\n    }\n  }\n": typeof types.MyChatConversationDocument,
    "\n  query ChatMessages($conversationId: ID!, $first: Int, $after: String) {\n    chatMessages(conversationId: $conversationId, first: $first, after: $after) {\n      edges {\n        node {\n          ...ChatMessage_message\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ChatMessagesDocument,
    "\n  mutation OpenChatConversation($input: OpenChatInput) {\n    openChatConversation(input: $input) {\n      conversation {\n        ...ChatConversation_conversation\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n": typeof types.OpenChatConversationDocument,
    "\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      message {\n        ...ChatMessage_message\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n": typeof types.SendChatMessageDocument,
    "\n  mutation MarkChatMessages($input: MarkChatMessagesInput!) {\n    markChatMessages(input: $input) {\n      userErrors {\n        message\n      }\n    }\n  }\n": typeof types.MarkChatMessagesDocument,
    "\n  mutation SetChatTyping($input: ChatConversationInput!) {\n    setChatTyping(input: $input)\n  }\n": typeof types.SetChatTypingDocument,
    "\n  subscription ChatEvents($conversationId: ID!) {\n    chatEvents(conversationId: $conversationId) {\n      kind\n      actorRole\n      message {\n        ...ChatMessage_message\n      }\n      receipt {\n        readerRole\n        upToMessageId\n        deliveredAt\n        readAt\n      }\n      conversation {\n        ...ChatConversation_conversation\n      }\n    }\n  }\n": typeof types.ChatEventsDocument,
    "\n  query ChatQueue {\n    chatQueue {\n      ...ChatConversation_conversation\n    }\n    myChatAssignments {\n      ...ChatConversation_conversation\n    }\n  }\n": typeof types.ChatQueueDocument,
    "\n  subscription ChatQueueChanged {\n    chatQueueChanged {\n      id\n      state\n    }\n  }\n": typeof types.ChatQueueChangedDocument,
    "\n  mutation ClaimChatConversation($input: ChatConversationInput!) {\n    claimChatConversation(input: $input) {\n      conversation {\n        ...ChatConversation_conversation\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n": typeof types.ClaimChatConversationDocument,
    "\n  mutation TransferChatConversation($input: TransferChatInput!) {\n    transferChatConversation(input: $input) {\n      conversation {\n        ...ChatConversation_conversation\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n": typeof types.TransferChatConversationDocument,
    "\n  mutation CloseChatConversation($input: ChatConversationInput!) {\n    closeChatConversation(input: $input) {\n      conversation {\n        ...ChatConversation_conversation\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n": typeof types.CloseChatConversationDocument,
    "\n  query AlternativeParts($id: ID!) {\n    product(id: $id) {\n      id\n      alternatives(first: 6) {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.AlternativePartsDocument,
    "\n  mutation AddFavourite($productId: ID!) {\n    addFavourite(productId: $productId) {\n      product {\n        id\n        isFavourite\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AddFavouriteDocument,
    "\n  mutation RemoveFavourite($productId: ID!) {\n    removeFavourite(productId: $productId) {\n      removed\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.RemoveFavouriteDocument,
    "\n  mutation RecordFootprint($productId: ID!) {\n    recordFootprint(productId: $productId) {\n      recorded\n    }\n  }\n": typeof types.RecordFootprintDocument,
    "\n  query ContactChannel($id: ID!) {\n    channel(id: $id) {\n      id\n      telephone\n      phone\n      email\n      addressZh\n      addressEn\n    }\n  }\n": typeof types.ContactChannelDocument,
    "\n  mutation SaveContent($input: SaveContentInput!) {\n    saveContent(input: $input) {\n      item {\n        id\n        published\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.SaveContentDocument,
    "\n  query StaffContent($kind: ContentKind!) {\n    staffContent(kind: $kind) {\n      id\n      category\n      published\n      publishedAt\n      title {\n        zhCN\n        enUS\n        ru\n        esES\n      }\n      summary {\n        zhCN\n        enUS\n        ru\n        esES\n      }\n      body {\n        zhCN\n        enUS\n        ru\n        esES\n      }\n    }\n  }\n": typeof types.StaffContentDocument,
    "\n  mutation SetContentPublished($input: SetContentPublishedInput!) {\n    setContentPublished(input: $input) {\n      item {\n        id\n        published\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.SetContentPublishedDocument,
    "\n  query StaffFeedback {\n    staffFeedback(first: 100) {\n      id\n      type\n      content\n      contact\n      screenshotUrls\n      createdAt\n      reply\n    }\n  }\n": typeof types.StaffFeedbackDocument,
    "\n  mutation ReplyToFeedback($input: ReplyToFeedbackInput!) {\n    replyToFeedback(input: $input) {\n      feedback {\n        id\n        reply\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ReplyToFeedbackDocument,
    "\n  fragment FeaturedBrands_brand on Brand {\n    id\n    name\n    country\n    description\n  }\n": typeof types.FeaturedBrands_BrandFragmentDoc,
    "\n  query HomeShowcase($newestCount: Int!) {\n    products(first: $newestCount) {\n      edges {\n        node {\n          id\n          ...ProductCard_product\n        }\n      }\n    }\n    brands(featured: true) {\n      id\n      ...FeaturedBrands_brand\n    }\n    announcements(first: 5) {\n      id\n      ...LatestAnnouncements_announcement\n    }\n  }\n": typeof types.HomeShowcaseDocument,
    "\n  fragment LatestAnnouncements_announcement on Announcement {\n    id\n    title\n    body\n    publishedAt\n  }\n": typeof types.LatestAnnouncements_AnnouncementFragmentDoc,
    "\n  fragment InquiryDetail_inquiry on Inquiry {\n    id\n    number\n    projectName\n    annualUsage\n    targetUnitPriceMilli\n    companyName\n    companyAddress\n    contactName\n    contactPhone\n    message\n    state\n    reply\n    salesSpecialist\n    claimedAt\n    repliedAt\n    createdAt\n    validUntil\n    quoteValid\n    claimedByMe\n    quantity\n    product {\n      id\n      mpn\n    }\n    serviceRequest {\n      ...ServiceRequestSummary_serviceRequest\n    }\n    attachment {\n      filename\n      size\n    }\n    quoteLines {\n      mpn\n      description\n      quantity\n      unitPriceMilli\n      lineTotalFen\n      productId\n      leadTime\n    }\n    replyAttachments {\n      id\n      filename\n      size\n    }\n  }\n": typeof types.InquiryDetail_InquiryFragmentDoc,
    "\n  query InquiryMyList($state: InquiryState) {\n    myInquiries(state: $state) {\n      id\n      number\n      projectName\n      companyName\n      state\n      createdAt\n      repliedAt\n      validUntil\n      quoteValid\n      salesSpecialist\n    }\n  }\n": typeof types.InquiryMyListDocument,
    "\n  query InquiryDetail($id: ID!) {\n    inquiry(id: $id) {\n      ...InquiryDetail_inquiry\n    }\n  }\n": typeof types.InquiryDetailDocument,
    "\n  mutation InquiryCreate($input: CreateInquiryInput!) {\n    createInquiry(input: $input) {\n      inquiry {\n        id\n        number\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.InquiryCreateDocument,
    "\n  query InquiryPart($id: ID!) {\n    product(id: $id) {\n      id\n      mpn\n      stock\n    }\n  }\n": typeof types.InquiryPartDocument,
    "\n  mutation InquiryAddQuoteToCart($id: ID!) {\n    addInquiryQuoteToCart(id: $id) {\n      addedCount\n      skippedMpns\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.InquiryAddQuoteToCartDocument,
    "\n  query InquiryQueue($state: InquiryState, $scope: InquiryQueueScope, $search: String) {\n    inquiryQueue(state: $state, scope: $scope, search: $search) {\n      id\n      number\n      projectName\n      companyName\n      state\n      createdAt\n      salesSpecialist\n      claimedAt\n      attachment {\n        filename\n      }\n    }\n  }\n": typeof types.InquiryQueueDocument,
    "\n  mutation InquiryClaim($id: ID!) {\n    claimInquiry(id: $id) {\n      inquiry {\n        ...InquiryDetail_inquiry\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.InquiryClaimDocument,
    "\n  query InquiryBomDraft($id: ID!) {\n    inquiryBomDraft(id: $id) {\n      reference\n      status\n      reason\n      mpn\n      description\n      quantity\n      unitPriceMilli\n      productId\n      leadTime\n    }\n  }\n": typeof types.InquiryBomDraftDocument,
    "\n  mutation LoginWithCode($input: LoginWithCodeInput!) {\n    loginWithCode(input: $input) {\n      token\n      viewer {\n        ...SessionUser_viewer\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.LoginWithCodeDocument,
    "\n  mutation LoginWithPassword($input: LoginWithPasswordInput!) {\n    loginWithPassword(input: $input) {\n      token\n      viewer {\n        ...SessionUser_viewer\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.LoginWithPasswordDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      viewer {\n        ...SessionUser_viewer\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      passwordReset\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SendVerificationCode($input: SendVerificationCodeInput!) {\n    sendVerificationCode(input: $input) {\n      resendInSeconds\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.SendVerificationCodeDocument,
    "\n  mutation MarkAllMessagesRead {\n    markAllMessagesRead {\n      markedCount\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.MarkAllMessagesReadDocument,
    "\n  fragment MessageItem_message on Message {\n    id\n    kind\n    title\n    body\n    link\n    createdAt\n    readAt\n  }\n": typeof types.MessageItem_MessageFragmentDoc,
    "\n  mutation MarkMessageRead($input: MarkMessageReadInput!) {\n    markMessageRead(input: $input) {\n      message {\n        id\n        readAt\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.MarkMessageReadDocument,
    "\n  query MessageList($kind: MessageKind!, $first: Int!, $after: String) {\n    myMessages(filter: { kind: $kind }, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...MessageItem_message\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MessageListDocument,
    "\n  mutation DeleteMessage($input: DeleteMessageInput!) {\n    deleteMessage(input: $input) {\n      deletedMessageId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.DeleteMessageDocument,
    "\n  query UnreadMessageCounts {\n    unreadMessageCounts {\n      all\n      system\n      platform\n      other\n    }\n  }\n": typeof types.UnreadMessageCountsDocument,
    "\n  subscription UnreadMessageCountsChanged {\n    unreadMessageCountsChanged {\n      all\n      system\n      platform\n      other\n    }\n  }\n": typeof types.UnreadMessageCountsChangedDocument,
    "\n  query OrderDocumentsForm($orderId: ID!) {\n    orderDocumentForm(orderId: $orderId) {\n      orderId\n      buyerCompany\n      buyerAddress\n      taxNumber\n      contactName\n      contactPhone\n      contactEmail\n      incoterm\n      paymentTerms\n      deliveryTerms\n    }\n  }\n": typeof types.OrderDocumentsFormDocument,
    "\n  mutation OrderDocumentsSaveForm($input: SaveOrderDocumentFormInput!) {\n    saveOrderDocumentForm(input: $input) {\n      downloadUrl\n      form {\n        orderId\n        buyerCompany\n        buyerAddress\n        taxNumber\n        contactName\n        contactPhone\n        contactEmail\n        incoterm\n        paymentTerms\n        deliveryTerms\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.OrderDocumentsSaveFormDocument,
    "\n  query OrderDocumentsInvoice($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      invoiceType\n      invoiceTitle\n      invoiceTaxNumber\n      canRequestInvoice\n      invoiceRequest {\n        id\n        type\n        title\n        taxNumber\n        email\n        status\n        requestedAt\n        issuedAt\n        invoiceNumber\n      }\n    }\n  }\n": typeof types.OrderDocumentsInvoiceDocument,
    "\n  mutation OrderDocumentsRequestInvoice($input: RequestInvoiceInput!) {\n    requestInvoice(input: $input) {\n      invoiceRequest {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.OrderDocumentsRequestInvoiceDocument,
    "\n  query OrderReviewPage($id: ID!) {\n    order(id: $id) {\n      id\n      number\n      status\n      lines {\n        id\n        mpn\n        brandName\n        quantity\n      }\n    }\n    orderReview(orderId: $id) {\n      id\n      rating\n      content\n      photoUrls\n      anonymous\n      earnsPoints\n    }\n  }\n": typeof types.OrderReviewPageDocument,
    "\n  query ProductReviewsList($productId: ID!, $first: Int, $after: String) {\n    productRating(productId: $productId) {\n      count\n      average\n    }\n    productReviews(productId: $productId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          rating\n          content\n          photoUrls\n          anonymous\n          authorName\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.ProductReviewsListDocument,
    "\n  query CheckoutChoices {\n    myAddresses {\n      id\n      consignee\n      areaCode\n      phone\n      province\n      city\n      district\n      detail\n      isDefault\n    }\n    pickupPoints {\n      id\n      name\n      address\n    }\n    myPickupPersons {\n      id\n      name\n      phone\n    }\n    checkoutOptions {\n      pickupDates\n      timeSlots\n    }\n  }\n": typeof types.CheckoutChoicesDocument,
    "\n  query CheckoutQuote($deliveryMethod: DeliveryMethod!, $source: CheckoutSourceInput) {\n    checkoutQuote(deliveryMethod: $deliveryMethod, source: $source) {\n      itemsFen\n      memberDiscountFen\n      couponDeductionFen\n      pointsDeductionFen\n      freightFen\n      payableFen\n      lines {\n        productId\n        mpn\n        brandName\n        quantity\n        unitPriceMilli\n        lineTotalFen\n        problem {\n          code\n          message\n        }\n      }\n    }\n  }\n": typeof types.CheckoutQuoteDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        number\n        status\n      }\n      userErrors {\n        code\n        message\n        field\n        lineIds\n      }\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  fragment OrderSummary_order on Order {\n    id\n    number\n    status\n    createdAt\n    expiresAt\n    payableFen\n    availableActions\n    lines {\n      id\n      mpn\n      brandName\n      quantity\n      unitPriceMilli\n      lineTotalFen\n    }\n  }\n": typeof types.OrderSummary_OrderFragmentDoc,
    "\n  query MyOrders($tab: OrderTab) {\n    myOrders(tab: $tab, first: 50) {\n      totalCount\n      edges {\n        node {\n          ...OrderSummary_order\n        }\n      }\n    }\n    orderTabCounts {\n      all\n      pendingPayment\n      pendingShipment\n      pendingReceipt\n      pendingReview\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query OrderDetail($id: ID!) {\n    order(id: $id) {\n      ...OrderSummary_order\n      itemsFen\n      memberDiscountFen\n      couponDeductionFen\n      pointsDeductionFen\n      freightFen\n      paidFen\n      paymentMethod\n      paidAt\n      remark\n      invoiceType\n      invoiceTitle\n      invoiceTaxNumber\n      deliveryMethod\n      cancelReason\n      carrier\n      waybillNumber\n      shippedAt\n      receivedAt\n      autoConfirmAt\n      address {\n        consignee\n        areaCode\n        phone\n        province\n        city\n        district\n        detail\n      }\n      pickup {\n        pointName\n        pointAddress\n        date\n        timeSlot\n        personName\n        personPhone\n      }\n      events {\n        id\n        kind\n        at\n        action\n        toStatus\n        description\n      }\n    }\n  }\n": typeof types.OrderDetailDocument,
    "\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  mutation DeleteOrder($input: OrderIdInput!) {\n    deleteOrder(input: $input) {\n      deletedOrderId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.DeleteOrderDocument,
    "\n  mutation RemindToShip($input: OrderIdInput!) {\n    remindToShip(input: $input) {\n      order {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.RemindToShipDocument,
    "\n  mutation ConfirmReceipt($input: OrderIdInput!) {\n    confirmReceipt(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConfirmReceiptDocument,
    "\n  mutation BuyAgain($input: OrderIdInput!) {\n    buyAgain(input: $input) {\n      addedCount\n      skippedCount\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.BuyAgainDocument,
    "\n  mutation PayOrderWithBalance($input: PayOrderWithBalanceInput!) {\n    payOrderWithBalance(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.PayOrderWithBalanceDocument,
    "\n  subscription OrderStatusChanged {\n    orderStatusChanged {\n      orderId\n      status\n    }\n  }\n": typeof types.OrderStatusChangedDocument,
    "\n  query MyBalance {\n    myBalanceFen\n  }\n": typeof types.MyBalanceDocument,
    "\n  query Cashier($orderId: ID!) {\n    cashier(orderId: $orderId) {\n      orderId\n      orderNumber\n      payableFen\n      expiresAt\n      onlineMethods\n    }\n    myRemittance(orderId: $orderId) {\n      id\n      status\n      rejectReason\n    }\n  }\n": typeof types.CashierDocument,
    "\n  query FriendPayOrder($token: String!) {\n    friendPayOrder(token: $token) {\n      orderId\n      orderNumber\n      payableFen\n      expiresAt\n      onlineMethods\n    }\n  }\n": typeof types.FriendPayOrderDocument,
    "\n  query PaymentResult($orderId: ID!) {\n    paymentResult(orderId: $orderId) {\n      status\n      method\n      amountFen\n      reason\n    }\n  }\n": typeof types.PaymentResultDocument,
    "\n  mutation CreatePayment($input: CreatePaymentInput!) {\n    createPayment(input: $input) {\n      payment {\n        orderId\n        payUrl\n        qrCodeSvg\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n": typeof types.CreatePaymentDocument,
    "\n  mutation CreateFriendPayLink($input: CreateFriendPayLinkInput!) {\n    createFriendPayLink(input: $input) {\n      link {\n        path\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n": typeof types.CreateFriendPayLinkDocument,
    "\n  fragment OrderQuantityPanel_product on Product {\n    id\n    moq\n    orderIncrement\n    stock\n    purchaseLimit\n    priceBreaks {\n      minQty\n      unitPriceMilli\n      ...PriceBreakTable_priceBreak\n    }\n  }\n": typeof types.OrderQuantityPanel_ProductFragmentDoc,
    "\n  fragment ParametersTable_productParameter on ProductParameter {\n    name\n    value\n  }\n": typeof types.ParametersTable_ProductParameterFragmentDoc,
    "\n  fragment PriceBreakTable_priceBreak on PriceBreak {\n    minQty\n    unitPriceMilli\n  }\n": typeof types.PriceBreakTable_PriceBreakFragmentDoc,
    "\n  fragment ProductDetail_product on Product {\n    id\n    mpn\n    manufacturer {\n      id\n      name\n      country\n    }\n    category {\n      id\n      name\n    }\n    package\n    material\n    description\n    parameters {\n      ...ParametersTable_productParameter\n    }\n    leadTimeDays\n    listPriceMilli\n    stock\n    moq\n    orderIncrement\n    batchNumber\n    purchaseLimit\n    ...OrderQuantityPanel_product\n    datasheetUrl\n    imageUrl\n    status\n    isFavourite\n  }\n": typeof types.ProductDetail_ProductFragmentDoc,
    "\n  fragment ProfileFields_viewer on Viewer {\n    id\n    displayName\n    vip\n    nickName\n    avatarUrl\n    gender\n    birthday\n    location\n    firstName\n    lastName\n    companyName\n    companyPosition\n    email\n    phone\n    inviteCode\n    wechatBound\n  }\n": typeof types.ProfileFields_ViewerFragmentDoc,
    "\n  query ProfilePage {\n    me {\n      ...ProfileFields_viewer\n    }\n  }\n": typeof types.ProfilePageDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      viewer {\n        ...ProfileFields_viewer\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query SearchSuggestions($query: String!, $first: Int!) {\n    searchSuggestions(query: $query, first: $first) {\n      kind\n      text\n      productId\n      brandId\n      categoryId\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  query DidYouMean($query: String!, $first: Int!) {\n    searchSuggestions(query: $query, first: $first) {\n      kind\n      text\n      productId\n      brandId\n      categoryId\n    }\n  }\n": typeof types.DidYouMeanDocument,
    "\n  query MySearchHistory {\n    mySearchHistory\n  }\n": typeof types.MySearchHistoryDocument,
    "\n  mutation RecordSearch($query: String!) {\n    recordSearch(query: $query) {\n      recorded\n    }\n  }\n": typeof types.RecordSearchDocument,
    "\n  mutation ClearSearchHistory {\n    clearSearchHistory {\n      clearedCount\n    }\n  }\n": typeof types.ClearSearchHistoryDocument,
    "\n  mutation RequestAccountCancellation($input: RequestAccountCancellationInput!) {\n    requestAccountCancellation(input: $input) {\n      request {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.RequestAccountCancellationDocument,
    "\n  mutation WithdrawAccountCancellation($id: ID!) {\n    withdrawAccountCancellation(id: $id) {\n      request {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.WithdrawAccountCancellationDocument,
    "\n  mutation BindAccountAddress($input: BindAccountAddressInput!) {\n    bindAccountAddress(input: $input) {\n      viewer {\n        id\n        email\n        phone\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.BindAccountAddressDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      done\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SetPaymentPassword($input: SetPaymentPasswordInput!) {\n    setPaymentPassword(input: $input) {\n      done\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.SetPaymentPasswordDocument,
    "\n  mutation ChangePaymentPassword($input: ChangePaymentPasswordInput!) {\n    changePaymentPassword(input: $input) {\n      done\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ChangePaymentPasswordDocument,
    "\n  mutation ResetPaymentPassword($input: ResetPaymentPasswordInput!) {\n    resetPaymentPassword(input: $input) {\n      done\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ResetPaymentPasswordDocument,
    "\n  fragment PreferencesSection_preferences on Preferences {\n    locale\n    notifyOrderUpdates\n    notifyPromotions\n    notifyMessages\n    personalisedRecommendations\n  }\n": typeof types.PreferencesSection_PreferencesFragmentDoc,
    "\n  mutation UpdatePreferences($input: UpdatePreferencesInput!) {\n    updatePreferences(input: $input) {\n      preferences {\n        ...PreferencesSection_preferences\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.UpdatePreferencesDocument,
    "\n  mutation VerifyRealName($input: VerifyRealNameInput!) {\n    verifyRealName(input: $input) {\n      accountSecurity {\n        realName\n        idNumber\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.VerifyRealNameDocument,
    "\n  query SavedLocale {\n    myPreferences {\n      locale\n    }\n  }\n": typeof types.SavedLocaleDocument,
    "\n  query ServicesOptions {\n    serviceOptions {\n      pcbLayers\n      pcbThicknessesMm\n      pcbCopperWeightsOz\n      pcbMinDimensionMm\n      pcbMaxDimensionMm\n      pcbMaxQuantity\n      aluminiumMaxLayers\n      assemblyMaxBoards\n      assemblyMaxSmtJoints\n      assemblyMaxThtJoints\n      customMaxQuantity\n      customDescriptionMinChars\n      customDescriptionMaxChars\n    }\n  }\n": typeof types.ServicesOptionsDocument,
    "\n  query ServicesPcbQuote($spec: PcbSpecInput!) {\n    pcbQuote(spec: $spec) {\n      quote {\n        setupFen\n        boardsFen\n        totalFen\n        quantityBreakPerMille\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ServicesPcbQuoteDocument,
    "\n  query ServicesAssemblyQuote($spec: AssemblySpecInput!) {\n    assemblyQuote(spec: $spec) {\n      quote {\n        setupFen\n        jointsFen\n        totalFen\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ServicesAssemblyQuoteDocument,
    "\n  query ServicesBomProjects {\n    myBomProjects {\n      id\n      name\n    }\n  }\n": typeof types.ServicesBomProjectsDocument,
    "\n  mutation ServicesSubmitPcb($input: SubmitPcbRequestInput!) {\n    submitPcbRequest(input: $input) {\n      inquiry {\n        id\n        number\n      }\n      serviceRequest {\n        id\n        ...ServiceRequestSummary_serviceRequest\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ServicesSubmitPcbDocument,
    "\n  mutation ServicesSubmitAssembly($input: SubmitAssemblyRequestInput!) {\n    submitAssemblyRequest(input: $input) {\n      inquiry {\n        id\n        number\n      }\n      serviceRequest {\n        id\n        ...ServiceRequestSummary_serviceRequest\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ServicesSubmitAssemblyDocument,
    "\n  mutation ServicesSubmitCustom($input: SubmitCustomRequestInput!) {\n    submitCustomRequest(input: $input) {\n      inquiry {\n        id\n        number\n      }\n      serviceRequest {\n        id\n        ...ServiceRequestSummary_serviceRequest\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ServicesSubmitCustomDocument,
    "\n  query AdminServicesFormula {\n    servicePriceFormula {\n      pcb {\n        setupFen\n        layerBands {\n          maxLayers\n          fenPerSquareMetre\n        }\n        thickness {\n          option\n          perMille\n        }\n        material {\n          option\n          perMille\n        }\n        surfaceFinish {\n          option\n          perMille\n        }\n        copperWeight {\n          option\n          perMille\n        }\n        solderMaskColour {\n          option\n          perMille\n        }\n        quantityBreaks {\n          minQuantity\n          perMille\n        }\n      }\n      assembly {\n        setupFen\n        fenPerThousandSmtJoints\n        fenPerThousandThtJoints\n        doubleSidedPerMille\n      }\n      updatedAt\n    }\n  }\n": typeof types.AdminServicesFormulaDocument,
    "\n  mutation AdminServicesUpdateFormula($input: UpdateServicePriceFormulaInput!) {\n    updateServicePriceFormula(input: $input) {\n      formula {\n        updatedAt\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.AdminServicesUpdateFormulaDocument,
    "\n  fragment ServiceRequestSummary_serviceRequest on ServiceRequest {\n    id\n    kind\n    indicativePriceFen\n    pcb {\n      layers\n      widthMm\n      heightMm\n      quantity\n      thicknessMm\n      material\n      surfaceFinish\n      solderMaskColour\n      silkscreenColour\n      copperWeightOz\n    }\n    assembly {\n      boards\n      smtJoints\n      thtJoints\n      sides\n      bomProjectId\n      bomProjectName\n    }\n    custom {\n      description\n      quantity\n      budgetFen\n    }\n  }\n": typeof types.ServiceRequestSummary_ServiceRequestFragmentDoc,
    "\n  fragment SessionUser_viewer on Viewer {\n    id\n    displayName\n    vip\n  }\n": typeof types.SessionUser_ViewerFragmentDoc,
    "\n  mutation Logout {\n    logout {\n      loggedOut\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  query SessionUser {\n    me {\n      ...SessionUser_viewer\n    }\n  }\n": typeof types.SessionUserDocument,
    "\n  query StaffPermissions {\n    me {\n      id\n      permissions\n    }\n  }\n": typeof types.StaffPermissionsDocument,
    "\n  fragment SpecialTopic_topic on SpecialTopic {\n    slug\n    title\n    description\n    partCount\n    parts {\n      id\n      ...ProductCard_product\n    }\n  }\n": typeof types.SpecialTopic_TopicFragmentDoc,
    "\n  query AnnouncementDetail($id: ID!) {\n    announcement(id: $id) {\n      id\n      title\n      bodyHtml\n      publishedAt\n    }\n  }\n": typeof types.AnnouncementDetailDocument,
    "\n  query AnnouncementList {\n    announcementList(first: 100) {\n      totalCount\n      items {\n        id\n        title\n        body\n        publishedAt\n      }\n    }\n  }\n": typeof types.AnnouncementListDocument,
    "\n  query GoodsDetail($id: ID!) {\n    product(id: $id) {\n      id\n      mpn\n      ...ProductDetail_product\n    }\n  }\n": typeof types.GoodsDetailDocument,
    "\n  query GoodsList($first: Int!, $after: String, $filter: ProductFilter, $sort: ProductSort, $facetValues: Int) {\n    products(first: $first, after: $after, filter: $filter, sort: $sort) {\n      totalCount\n      totalCountCapped\n      facets(valuesFirst: $facetValues) {\n        ...ParameterFacets_facet\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          moq\n          stock\n          status\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n": typeof types.GoodsListDocument,
    "\n  query ArticleList {\n    articles(first: 100) {\n      totalCount\n      items {\n        id\n        title\n        summary\n        body\n        publishedAt\n      }\n    }\n  }\n": typeof types.ArticleListDocument,
    "\n  query ArticleDetail($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      bodyHtml\n      publishedAt\n    }\n  }\n": typeof types.ArticleDetailDocument,
    "\n  query HomeBrandDetails($id: ID!, $first: Int!, $after: String) {\n    brand(id: $id) {\n      id\n      name\n      ...BrandProfile_brand\n    }\n    products(first: $first, after: $after, filter: { brandId: $id }) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n": typeof types.HomeBrandDetailsDocument,
    "\n  query HomeBrand {\n    brands {\n      id\n      ...BrandDirectory_brand\n    }\n  }\n": typeof types.HomeBrandDocument,
    "\n  query HelpCentre($category: FaqCategory, $search: String) {\n    faqs(category: $category, search: $search) {\n      id\n      title\n      body\n      category\n    }\n  }\n": typeof types.HelpCentreDocument,
    "\n  query MyFeedback {\n    myFeedback {\n      id\n      type\n      content\n      contact\n      screenshotUrls\n      createdAt\n      reply\n      repliedAt\n    }\n  }\n": typeof types.MyFeedbackDocument,
    "\n  query HelpEntry($id: ID!) {\n    faq(id: $id) {\n      id\n      title\n      bodyHtml\n    }\n  }\n": typeof types.HelpEntryDocument,
    "\n  query RegistrationAgreement {\n    registrationAgreement {\n      id\n      title\n      bodyHtml\n      publishedAt\n    }\n  }\n": typeof types.RegistrationAgreementDocument,
    "\n  query BrandHallPage {\n    brands {\n      id\n      ...BrandHall_brand\n    }\n  }\n": typeof types.BrandHallPageDocument,
    "\n  query SpecialTopicsPage {\n    specialTopics {\n      slug\n      ...SpecialTopic_topic\n    }\n  }\n": typeof types.SpecialTopicsPageDocument,
    "\n  query UserAddressPage {\n    myAddresses {\n      id\n      ...AddressCard_address\n    }\n    deliveryCountries\n    myPickupPersons {\n      id\n      name\n      areaCode\n      phone\n    }\n    pickupPoints {\n      id\n      name\n      address\n      openingHours\n      phone\n    }\n  }\n": typeof types.UserAddressPageDocument,
    "\n  mutation DeleteAddress($input: DeleteAddressInput!) {\n    deleteAddress(input: $input) {\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.DeleteAddressDocument,
    "\n  mutation SetDefaultAddress($input: SetDefaultAddressInput!) {\n    setDefaultAddress(input: $input) {\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.SetDefaultAddressDocument,
    "\n  query MyFavourites($first: Int!) {\n    myFavourites(first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n": typeof types.MyFavouritesDocument,
    "\n  query MyFootprints($first: Int!) {\n    myFootprints(first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n": typeof types.MyFootprintsDocument,
    "\n  mutation ClearFootprints {\n    clearFootprints {\n      clearedCount\n    }\n  }\n": typeof types.ClearFootprintsDocument,
    "\n  query UserSecurityPage {\n    me {\n      id\n      email\n      phone\n    }\n    accountSecurity {\n      hasPassword\n      hasPaymentPassword\n      paymentLockedUntil\n      realName\n      idNumber\n    }\n    myPreferences {\n      ...PreferencesSection_preferences\n    }\n    myAccountCancellation {\n      id\n      status\n    }\n  }\n": typeof types.UserSecurityPageDocument,
    "\n  query UserPage {\n    me {\n      id\n      permissions\n      ...ProfileSummary_viewer\n      ...InvitationCard_viewer\n    }\n  }\n": typeof types.UserPageDocument,
};
const documents: Documents = {
    "\n  query SiteFooter($channelId: ID!) {\n    channel(id: $channelId) {\n      id\n      telephone\n      phone\n      email\n      addressZh\n      addressEn\n    }\n  }\n": types.SiteFooterDocument,
    "\n  query StaffCancellations($status: AccountCancellationStatus) {\n    accountCancellationRequests(status: $status) {\n      id\n      status\n      reason\n      createdAt\n      updatedAt\n      userId\n      userDisplayName\n    }\n  }\n": types.StaffCancellationsDocument,
    "\n  mutation StaffDecideCancellation($input: DecideAccountCancellationInput!) {\n    decideAccountCancellation(input: $input) {\n      request {\n        id\n        status\n        updatedAt\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.StaffDecideCancellationDocument,
    "\n  query AccountSecurity {\n    mySessions {\n      id\n      current\n      ...SessionCard_sessionInfo\n    }\n  }\n": types.AccountSecurityDocument,
    "\n  mutation RevokeOtherSessions {\n    revokeOtherSessions {\n      revokedCount\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.RevokeOtherSessionsDocument,
    "\n  fragment InvitationCard_viewer on Viewer {\n    id\n    inviteCode\n  }\n": types.InvitationCard_ViewerFragmentDoc,
    "\n  fragment ProfileSummary_viewer on Viewer {\n    id\n    displayName\n    username\n    email\n    phone\n    vip\n    roles\n    avatarUrl\n  }\n": types.ProfileSummary_ViewerFragmentDoc,
    "\n  fragment SessionCard_sessionInfo on SessionInfo {\n    id\n    createdAt\n    lastSeenAt\n    userAgent\n    ip\n    current\n  }\n": types.SessionCard_SessionInfoFragmentDoc,
    "\n  fragment AddressCard_address on Address {\n    id\n    consignee\n    areaCode\n    phone\n    country\n    province\n    city\n    district\n    postalCode\n    detail\n    label\n    isDefault\n  }\n": types.AddressCard_AddressFragmentDoc,
    "\n  mutation AddAddress($input: AddAddressInput!) {\n    addAddress(input: $input) {\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.AddAddressDocument,
    "\n  mutation UpdateAddress($input: UpdateAddressInput!) {\n    updateAddress(input: $input) {\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.UpdateAddressDocument,
    "\n  mutation AddPickupPerson($input: AddPickupPersonInput!) {\n    addPickupPerson(input: $input) {\n      pickupPerson {\n        id\n        name\n        areaCode\n        phone\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.AddPickupPersonDocument,
    "\n  mutation UpdatePickupPerson($input: UpdatePickupPersonInput!) {\n    updatePickupPerson(input: $input) {\n      pickupPerson {\n        id\n        name\n        areaCode\n        phone\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.UpdatePickupPersonDocument,
    "\n  mutation DeletePickupPerson($input: DeletePickupPersonInput!) {\n    deletePickupPerson(input: $input) {\n      deletedPickupPersonId\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.DeletePickupPersonDocument,
    "\n  query AdminOrdersList($query: String, $status: OrderStatus, $moneyToReturn: Boolean, $first: Int, $after: String) {\n    staffOrders(query: $query, status: $status, moneyToReturn: $moneyToReturn, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          number\n          status\n          createdAt\n          payableFen\n          lineCount\n          firstMpn\n          moneyToReturnFen\n          buyer {\n            id\n            email\n            phone\n          }\n        }\n      }\n    }\n  }\n": types.AdminOrdersListDocument,
    "\n  query AdminOrderDetail($id: ID!) {\n    staffOrder(id: $id) {\n      staffActions\n      buyer {\n        id\n        email\n        phone\n        nickname\n      }\n      order {\n        id\n        number\n        status\n        createdAt\n        expiresAt\n        itemsFen\n        memberDiscountFen\n        couponDeductionFen\n        pointsDeductionFen\n        freightFen\n        payableFen\n        paidFen\n        paymentMethod\n        paidAt\n        remark\n        invoiceType\n        invoiceTitle\n        invoiceTaxNumber\n        deliveryMethod\n        cancelReason\n        carrier\n        waybillNumber\n        shippedAt\n        address {\n          consignee\n          areaCode\n          phone\n          country\n          province\n          city\n          district\n          detail\n        }\n        pickup {\n          pointName\n          pointAddress\n          date\n          timeSlot\n          personName\n          personPhone\n        }\n        lines {\n          id\n          productId\n          mpn\n          brandName\n          package\n          quantity\n          unitPriceMilli\n          lineTotalFen\n        }\n      }\n      moneyToReturnFen\n      payments {\n        id\n        provider\n        transactionRef\n        amountFen\n        paidAt\n        receivedAt\n        status\n        returnReason\n        toReturn\n        returning\n        returnedAt\n      }\n      remittances {\n        id\n        status\n        payerName\n        bank\n        account\n        amountFen\n        proofUrls\n        rejectReason\n        submittedAt\n      }\n      audit {\n        id\n        kind\n        at\n        action\n        fromStatus\n        toStatus\n        description\n        actor {\n          id\n          name\n          roles\n        }\n      }\n    }\n  }\n": types.AdminOrderDetailDocument,
    "\n  mutation AdminApproveOrder($input: OrderIdInput!) {\n    approveOrder(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.AdminApproveOrderDocument,
    "\n  mutation AdminRejectOrderApproval($input: RejectOrderApprovalInput!) {\n    rejectOrderApproval(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.AdminRejectOrderApprovalDocument,
    "\n  mutation AdminShipOrder($input: ShipOrderInput!) {\n    shipOrder(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.AdminShipOrderDocument,
    "\n  mutation AdminAddTracking($input: AddLogisticsEventInput!) {\n    addLogisticsEvent(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.AdminAddTrackingDocument,
    "\n  mutation AdminConfirmRemittance($input: ConfirmRemittanceInput!) {\n    confirmRemittance(input: $input) {\n      remittance {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.AdminConfirmRemittanceDocument,
    "\n  mutation AdminRejectRemittance($input: RejectRemittanceInput!) {\n    rejectRemittance(input: $input) {\n      remittance {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.AdminRejectRemittanceDocument,
    "\n  query ChatCustomerRecentOrders($customerId: ID!) {\n    customerRecentOrders(customerId: $customerId) {\n      id\n      number\n      status\n      createdAt\n      payableFen\n      firstMpn\n      lineCount\n    }\n  }\n": types.ChatCustomerRecentOrdersDocument,
    "\n  mutation MatchBom($input: BomLinesInput!) {\n    matchBom(input: $input) {\n      quote {\n        ...BomQuoteTable_quote\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.MatchBomDocument,
    "\n  mutation AddBomToCart($input: BomLinesInput!) {\n    addBomToCart(input: $input) {\n      addedCount\n      skippedReferences\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.AddBomToCartDocument,
    "\n  mutation ExportBomQuote($input: ExportBomQuoteInput!) {\n    exportBomQuote(input: $input) {\n      filename\n      contentType\n      base64\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ExportBomQuoteDocument,
    "\n  query MyBomProjects {\n    myBomProjects {\n      id\n      name\n      boards\n      lineCount\n      updatedAt\n    }\n  }\n": types.MyBomProjectsDocument,
    "\n  query BomProject($id: ID!) {\n    bomProject(id: $id) {\n      id\n      name\n      boards\n      lines {\n        reference\n        mpn\n        manufacturer\n        quantity\n        designators\n        value\n        package\n        description\n        productId\n      }\n    }\n  }\n": types.BomProjectDocument,
    "\n  mutation SaveBomProject($input: SaveBomProjectInput!) {\n    saveBomProject(input: $input) {\n      project {\n        id\n        name\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.SaveBomProjectDocument,
    "\n  mutation DeleteBomProject($id: ID!) {\n    deleteBomProject(id: $id) {\n      deleted\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.DeleteBomProjectDocument,
    "\n  query BomPartSearch($query: String!) {\n    products(first: 8, filter: { query: $query }) {\n      edges {\n        node {\n          id\n          mpn\n          package\n          stock\n          manufacturer {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.BomPartSearchDocument,
    "\n  fragment BomQuoteTable_quote on BomQuote {\n    boards\n    totalFen\n    matchedCount\n    suggestedCount\n    unmatchedCount\n    lines {\n      status\n      reason\n      line {\n        reference\n        mpn\n        value\n        package\n        designators\n        quantity\n      }\n      product {\n        id\n        mpn\n        package\n        stock\n        leadTimeDays\n        manufacturer {\n          id\n          name\n        }\n      }\n      alternatives {\n        id\n        mpn\n        package\n        manufacturer {\n          id\n          name\n        }\n      }\n      requiredQuantity\n      orderQuantity\n      priceBreak {\n        minQty\n        unitPriceMilli\n      }\n      lineTotalFen\n      nextBreakHint {\n        quantity\n        savingFen\n      }\n      problem {\n        message\n      }\n    }\n  }\n": types.BomQuoteTable_QuoteFragmentDoc,
    "\n  fragment BrandHall_brand on Brand {\n    id\n    name\n    country\n    productCount\n  }\n": types.BrandHall_BrandFragmentDoc,
    "\n  fragment BrandDirectory_brand on Brand {\n    id\n    name\n    country\n    featured\n    productCount\n  }\n": types.BrandDirectory_BrandFragmentDoc,
    "\n  fragment BrandProfile_brand on Brand {\n    id\n    name\n    country\n    website\n    description\n    productCount\n  }\n": types.BrandProfile_BrandFragmentDoc,
    "\n  fragment CartLineRow_cartLine on CartLine {\n    id\n    quantity\n    selected\n    unitPriceMilli\n    lineTotalFen\n    quotedInquiryNumber\n    quoteValidUntil\n    priceBreak {\n      minQty\n    }\n    problem {\n      code\n      message\n    }\n    product {\n      id\n      mpn\n      package\n      imageUrl\n      moq\n      orderIncrement\n      status\n      manufacturer {\n        id\n        name\n      }\n    }\n  }\n": types.CartLineRow_CartLineFragmentDoc,
    "\n  query HeaderCartCount {\n    cartCount\n  }\n": types.HeaderCartCountDocument,
    "\n  query MyCart {\n    myCart {\n      lineCount\n      ...CartView_cart\n    }\n  }\n": types.MyCartDocument,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      cart {\n        lineCount\n        ...CartView_cart\n      }\n      userErrors {\n        code\n        message\n        field\n        lineIds\n      }\n    }\n  }\n": types.AddToCartDocument,
    "\n  mutation UpdateCartLine($input: UpdateCartLineInput!) {\n    updateCartLine(input: $input) {\n      cart {\n        lineCount\n        ...CartView_cart\n      }\n      userErrors {\n        code\n        message\n        field\n        lineIds\n      }\n    }\n  }\n": types.UpdateCartLineDocument,
    "\n  mutation SelectCartLines($input: SelectCartLinesInput!) {\n    selectCartLines(input: $input) {\n      cart {\n        lineCount\n        ...CartView_cart\n      }\n      userErrors {\n        code\n        message\n        field\n        lineIds\n      }\n    }\n  }\n": types.SelectCartLinesDocument,
    "\n  mutation RemoveCartLines($input: RemoveCartLinesInput!) {\n    removeCartLines(input: $input) {\n      removedCount\n      cart {\n        lineCount\n        ...CartView_cart\n      }\n      userErrors {\n        code\n        message\n        field\n        lineIds\n      }\n    }\n  }\n": types.RemoveCartLinesDocument,
    "\n  mutation MoveCartLinesToFavourites($input: RemoveCartLinesInput!) {\n    moveCartLinesToFavourites(input: $input) {\n      removedCount\n      cart {\n        lineCount\n        ...CartView_cart\n      }\n      userErrors {\n        code\n        message\n        field\n        lineIds\n      }\n    }\n  }\n": types.MoveCartLinesToFavouritesDocument,
    "\n  fragment CartView_cart on Cart {\n    selectedSubtotalFen\n    selectedCount\n    lines {\n      id\n      selected\n      ...CartLineRow_cartLine\n    }\n  }\n": types.CartView_CartFragmentDoc,
    "\n  fragment CategoryTree_category on Category {\n    id\n    name\n    parentId\n    position\n    productCount\n  }\n": types.CategoryTree_CategoryFragmentDoc,
    "\n  fragment ParameterFacets_facet on ParameterFacet {\n    name\n    valueCount\n    values {\n      value\n      count\n    }\n  }\n": types.ParameterFacets_FacetFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    mpn\n    manufacturer {\n      id\n      name\n    }\n    package\n    description\n    stock\n    moq\n    listPriceMilli\n    imageUrl\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  query CatalogCategories {\n    categories {\n      id\n      ...CategoryTree_category\n    }\n  }\n": types.CatalogCategoriesDocument,
    "\n  fragment ChatConversation_conversation on ChatConversation {\n    id\n    state\n    customerId\n    customerName\n    customerVip\n    customerSince\n    agentId\n    agentName\n    contextProductId\n    contextProductMpn\n    contextOrderId\n    updatedAt\n  }\n": types.ChatConversation_ConversationFragmentDoc,
    "\n  fragment ChatMessage_message on ChatMessage {\n    id\n    conversationId\n    senderName\n    role\n    text\n    imageUrl\n    systemEvent\n    createdAt\n    deliveredAt\n    readAt\n  }\n": types.ChatMessage_MessageFragmentDoc,
    "\n  query MyChatConversation {\n    myChatConversation {\n      ...ChatConversation_conversation\n    }\n  }\n": types.MyChatConversationDocument,
    "\n  query ChatMessages($conversationId: ID!, $first: Int, $after: String) {\n    chatMessages(conversationId: $conversationId, first: $first, after: $after) {\n      edges {\n        node {\n          ...ChatMessage_message\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ChatMessagesDocument,
    "\n  mutation OpenChatConversation($input: OpenChatInput) {\n    openChatConversation(input: $input) {\n      conversation {\n        ...ChatConversation_conversation\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n": types.OpenChatConversationDocument,
    "\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      message {\n        ...ChatMessage_message\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n": types.SendChatMessageDocument,
    "\n  mutation MarkChatMessages($input: MarkChatMessagesInput!) {\n    markChatMessages(input: $input) {\n      userErrors {\n        message\n      }\n    }\n  }\n": types.MarkChatMessagesDocument,
    "\n  mutation SetChatTyping($input: ChatConversationInput!) {\n    setChatTyping(input: $input)\n  }\n": types.SetChatTypingDocument,
    "\n  subscription ChatEvents($conversationId: ID!) {\n    chatEvents(conversationId: $conversationId) {\n      kind\n      actorRole\n      message {\n        ...ChatMessage_message\n      }\n      receipt {\n        readerRole\n        upToMessageId\n        deliveredAt\n        readAt\n      }\n      conversation {\n        ...ChatConversation_conversation\n      }\n    }\n  }\n": types.ChatEventsDocument,
    "\n  query ChatQueue {\n    chatQueue {\n      ...ChatConversation_conversation\n    }\n    myChatAssignments {\n      ...ChatConversation_conversation\n    }\n  }\n": types.ChatQueueDocument,
    "\n  subscription ChatQueueChanged {\n    chatQueueChanged {\n      id\n      state\n    }\n  }\n": types.ChatQueueChangedDocument,
    "\n  mutation ClaimChatConversation($input: ChatConversationInput!) {\n    claimChatConversation(input: $input) {\n      conversation {\n        ...ChatConversation_conversation\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n": types.ClaimChatConversationDocument,
    "\n  mutation TransferChatConversation($input: TransferChatInput!) {\n    transferChatConversation(input: $input) {\n      conversation {\n        ...ChatConversation_conversation\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n": types.TransferChatConversationDocument,
    "\n  mutation CloseChatConversation($input: ChatConversationInput!) {\n    closeChatConversation(input: $input) {\n      conversation {\n        ...ChatConversation_conversation\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n": types.CloseChatConversationDocument,
    "\n  query AlternativeParts($id: ID!) {\n    product(id: $id) {\n      id\n      alternatives(first: 6) {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.AlternativePartsDocument,
    "\n  mutation AddFavourite($productId: ID!) {\n    addFavourite(productId: $productId) {\n      product {\n        id\n        isFavourite\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.AddFavouriteDocument,
    "\n  mutation RemoveFavourite($productId: ID!) {\n    removeFavourite(productId: $productId) {\n      removed\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.RemoveFavouriteDocument,
    "\n  mutation RecordFootprint($productId: ID!) {\n    recordFootprint(productId: $productId) {\n      recorded\n    }\n  }\n": types.RecordFootprintDocument,
    "\n  query ContactChannel($id: ID!) {\n    channel(id: $id) {\n      id\n      telephone\n      phone\n      email\n      addressZh\n      addressEn\n    }\n  }\n": types.ContactChannelDocument,
    "\n  mutation SaveContent($input: SaveContentInput!) {\n    saveContent(input: $input) {\n      item {\n        id\n        published\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.SaveContentDocument,
    "\n  query StaffContent($kind: ContentKind!) {\n    staffContent(kind: $kind) {\n      id\n      category\n      published\n      publishedAt\n      title {\n        zhCN\n        enUS\n        ru\n        esES\n      }\n      summary {\n        zhCN\n        enUS\n        ru\n        esES\n      }\n      body {\n        zhCN\n        enUS\n        ru\n        esES\n      }\n    }\n  }\n": types.StaffContentDocument,
    "\n  mutation SetContentPublished($input: SetContentPublishedInput!) {\n    setContentPublished(input: $input) {\n      item {\n        id\n        published\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.SetContentPublishedDocument,
    "\n  query StaffFeedback {\n    staffFeedback(first: 100) {\n      id\n      type\n      content\n      contact\n      screenshotUrls\n      createdAt\n      reply\n    }\n  }\n": types.StaffFeedbackDocument,
    "\n  mutation ReplyToFeedback($input: ReplyToFeedbackInput!) {\n    replyToFeedback(input: $input) {\n      feedback {\n        id\n        reply\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ReplyToFeedbackDocument,
    "\n  fragment FeaturedBrands_brand on Brand {\n    id\n    name\n    country\n    description\n  }\n": types.FeaturedBrands_BrandFragmentDoc,
    "\n  query HomeShowcase($newestCount: Int!) {\n    products(first: $newestCount) {\n      edges {\n        node {\n          id\n          ...ProductCard_product\n        }\n      }\n    }\n    brands(featured: true) {\n      id\n      ...FeaturedBrands_brand\n    }\n    announcements(first: 5) {\n      id\n      ...LatestAnnouncements_announcement\n    }\n  }\n": types.HomeShowcaseDocument,
    "\n  fragment LatestAnnouncements_announcement on Announcement {\n    id\n    title\n    body\n    publishedAt\n  }\n": types.LatestAnnouncements_AnnouncementFragmentDoc,
    "\n  fragment InquiryDetail_inquiry on Inquiry {\n    id\n    number\n    projectName\n    annualUsage\n    targetUnitPriceMilli\n    companyName\n    companyAddress\n    contactName\n    contactPhone\n    message\n    state\n    reply\n    salesSpecialist\n    claimedAt\n    repliedAt\n    createdAt\n    validUntil\n    quoteValid\n    claimedByMe\n    quantity\n    product {\n      id\n      mpn\n    }\n    serviceRequest {\n      ...ServiceRequestSummary_serviceRequest\n    }\n    attachment {\n      filename\n      size\n    }\n    quoteLines {\n      mpn\n      description\n      quantity\n      unitPriceMilli\n      lineTotalFen\n      productId\n      leadTime\n    }\n    replyAttachments {\n      id\n      filename\n      size\n    }\n  }\n": types.InquiryDetail_InquiryFragmentDoc,
    "\n  query InquiryMyList($state: InquiryState) {\n    myInquiries(state: $state) {\n      id\n      number\n      projectName\n      companyName\n      state\n      createdAt\n      repliedAt\n      validUntil\n      quoteValid\n      salesSpecialist\n    }\n  }\n": types.InquiryMyListDocument,
    "\n  query InquiryDetail($id: ID!) {\n    inquiry(id: $id) {\n      ...InquiryDetail_inquiry\n    }\n  }\n": types.InquiryDetailDocument,
    "\n  mutation InquiryCreate($input: CreateInquiryInput!) {\n    createInquiry(input: $input) {\n      inquiry {\n        id\n        number\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.InquiryCreateDocument,
    "\n  query InquiryPart($id: ID!) {\n    product(id: $id) {\n      id\n      mpn\n      stock\n    }\n  }\n": types.InquiryPartDocument,
    "\n  mutation InquiryAddQuoteToCart($id: ID!) {\n    addInquiryQuoteToCart(id: $id) {\n      addedCount\n      skippedMpns\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.InquiryAddQuoteToCartDocument,
    "\n  query InquiryQueue($state: InquiryState, $scope: InquiryQueueScope, $search: String) {\n    inquiryQueue(state: $state, scope: $scope, search: $search) {\n      id\n      number\n      projectName\n      companyName\n      state\n      createdAt\n      salesSpecialist\n      claimedAt\n      attachment {\n        filename\n      }\n    }\n  }\n": types.InquiryQueueDocument,
    "\n  mutation InquiryClaim($id: ID!) {\n    claimInquiry(id: $id) {\n      inquiry {\n        ...InquiryDetail_inquiry\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.InquiryClaimDocument,
    "\n  query InquiryBomDraft($id: ID!) {\n    inquiryBomDraft(id: $id) {\n      reference\n      status\n      reason\n      mpn\n      description\n      quantity\n      unitPriceMilli\n      productId\n      leadTime\n    }\n  }\n": types.InquiryBomDraftDocument,
    "\n  mutation LoginWithCode($input: LoginWithCodeInput!) {\n    loginWithCode(input: $input) {\n      token\n      viewer {\n        ...SessionUser_viewer\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.LoginWithCodeDocument,
    "\n  mutation LoginWithPassword($input: LoginWithPasswordInput!) {\n    loginWithPassword(input: $input) {\n      token\n      viewer {\n        ...SessionUser_viewer\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.LoginWithPasswordDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      viewer {\n        ...SessionUser_viewer\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      passwordReset\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SendVerificationCode($input: SendVerificationCodeInput!) {\n    sendVerificationCode(input: $input) {\n      resendInSeconds\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.SendVerificationCodeDocument,
    "\n  mutation MarkAllMessagesRead {\n    markAllMessagesRead {\n      markedCount\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.MarkAllMessagesReadDocument,
    "\n  fragment MessageItem_message on Message {\n    id\n    kind\n    title\n    body\n    link\n    createdAt\n    readAt\n  }\n": types.MessageItem_MessageFragmentDoc,
    "\n  mutation MarkMessageRead($input: MarkMessageReadInput!) {\n    markMessageRead(input: $input) {\n      message {\n        id\n        readAt\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.MarkMessageReadDocument,
    "\n  query MessageList($kind: MessageKind!, $first: Int!, $after: String) {\n    myMessages(filter: { kind: $kind }, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...MessageItem_message\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MessageListDocument,
    "\n  mutation DeleteMessage($input: DeleteMessageInput!) {\n    deleteMessage(input: $input) {\n      deletedMessageId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.DeleteMessageDocument,
    "\n  query UnreadMessageCounts {\n    unreadMessageCounts {\n      all\n      system\n      platform\n      other\n    }\n  }\n": types.UnreadMessageCountsDocument,
    "\n  subscription UnreadMessageCountsChanged {\n    unreadMessageCountsChanged {\n      all\n      system\n      platform\n      other\n    }\n  }\n": types.UnreadMessageCountsChangedDocument,
    "\n  query OrderDocumentsForm($orderId: ID!) {\n    orderDocumentForm(orderId: $orderId) {\n      orderId\n      buyerCompany\n      buyerAddress\n      taxNumber\n      contactName\n      contactPhone\n      contactEmail\n      incoterm\n      paymentTerms\n      deliveryTerms\n    }\n  }\n": types.OrderDocumentsFormDocument,
    "\n  mutation OrderDocumentsSaveForm($input: SaveOrderDocumentFormInput!) {\n    saveOrderDocumentForm(input: $input) {\n      downloadUrl\n      form {\n        orderId\n        buyerCompany\n        buyerAddress\n        taxNumber\n        contactName\n        contactPhone\n        contactEmail\n        incoterm\n        paymentTerms\n        deliveryTerms\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.OrderDocumentsSaveFormDocument,
    "\n  query OrderDocumentsInvoice($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      invoiceType\n      invoiceTitle\n      invoiceTaxNumber\n      canRequestInvoice\n      invoiceRequest {\n        id\n        type\n        title\n        taxNumber\n        email\n        status\n        requestedAt\n        issuedAt\n        invoiceNumber\n      }\n    }\n  }\n": types.OrderDocumentsInvoiceDocument,
    "\n  mutation OrderDocumentsRequestInvoice($input: RequestInvoiceInput!) {\n    requestInvoice(input: $input) {\n      invoiceRequest {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.OrderDocumentsRequestInvoiceDocument,
    "\n  query OrderReviewPage($id: ID!) {\n    order(id: $id) {\n      id\n      number\n      status\n      lines {\n        id\n        mpn\n        brandName\n        quantity\n      }\n    }\n    orderReview(orderId: $id) {\n      id\n      rating\n      content\n      photoUrls\n      anonymous\n      earnsPoints\n    }\n  }\n": types.OrderReviewPageDocument,
    "\n  query ProductReviewsList($productId: ID!, $first: Int, $after: String) {\n    productRating(productId: $productId) {\n      count\n      average\n    }\n    productReviews(productId: $productId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          rating\n          content\n          photoUrls\n          anonymous\n          authorName\n          createdAt\n        }\n      }\n    }\n  }\n": types.ProductReviewsListDocument,
    "\n  query CheckoutChoices {\n    myAddresses {\n      id\n      consignee\n      areaCode\n      phone\n      province\n      city\n      district\n      detail\n      isDefault\n    }\n    pickupPoints {\n      id\n      name\n      address\n    }\n    myPickupPersons {\n      id\n      name\n      phone\n    }\n    checkoutOptions {\n      pickupDates\n      timeSlots\n    }\n  }\n": types.CheckoutChoicesDocument,
    "\n  query CheckoutQuote($deliveryMethod: DeliveryMethod!, $source: CheckoutSourceInput) {\n    checkoutQuote(deliveryMethod: $deliveryMethod, source: $source) {\n      itemsFen\n      memberDiscountFen\n      couponDeductionFen\n      pointsDeductionFen\n      freightFen\n      payableFen\n      lines {\n        productId\n        mpn\n        brandName\n        quantity\n        unitPriceMilli\n        lineTotalFen\n        problem {\n          code\n          message\n        }\n      }\n    }\n  }\n": types.CheckoutQuoteDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        number\n        status\n      }\n      userErrors {\n        code\n        message\n        field\n        lineIds\n      }\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  fragment OrderSummary_order on Order {\n    id\n    number\n    status\n    createdAt\n    expiresAt\n    payableFen\n    availableActions\n    lines {\n      id\n      mpn\n      brandName\n      quantity\n      unitPriceMilli\n      lineTotalFen\n    }\n  }\n": types.OrderSummary_OrderFragmentDoc,
    "\n  query MyOrders($tab: OrderTab) {\n    myOrders(tab: $tab, first: 50) {\n      totalCount\n      edges {\n        node {\n          ...OrderSummary_order\n        }\n      }\n    }\n    orderTabCounts {\n      all\n      pendingPayment\n      pendingShipment\n      pendingReceipt\n      pendingReview\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query OrderDetail($id: ID!) {\n    order(id: $id) {\n      ...OrderSummary_order\n      itemsFen\n      memberDiscountFen\n      couponDeductionFen\n      pointsDeductionFen\n      freightFen\n      paidFen\n      paymentMethod\n      paidAt\n      remark\n      invoiceType\n      invoiceTitle\n      invoiceTaxNumber\n      deliveryMethod\n      cancelReason\n      carrier\n      waybillNumber\n      shippedAt\n      receivedAt\n      autoConfirmAt\n      address {\n        consignee\n        areaCode\n        phone\n        province\n        city\n        district\n        detail\n      }\n      pickup {\n        pointName\n        pointAddress\n        date\n        timeSlot\n        personName\n        personPhone\n      }\n      events {\n        id\n        kind\n        at\n        action\n        toStatus\n        description\n      }\n    }\n  }\n": types.OrderDetailDocument,
    "\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.CancelOrderDocument,
    "\n  mutation DeleteOrder($input: OrderIdInput!) {\n    deleteOrder(input: $input) {\n      deletedOrderId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.DeleteOrderDocument,
    "\n  mutation RemindToShip($input: OrderIdInput!) {\n    remindToShip(input: $input) {\n      order {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.RemindToShipDocument,
    "\n  mutation ConfirmReceipt($input: OrderIdInput!) {\n    confirmReceipt(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConfirmReceiptDocument,
    "\n  mutation BuyAgain($input: OrderIdInput!) {\n    buyAgain(input: $input) {\n      addedCount\n      skippedCount\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.BuyAgainDocument,
    "\n  mutation PayOrderWithBalance($input: PayOrderWithBalanceInput!) {\n    payOrderWithBalance(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.PayOrderWithBalanceDocument,
    "\n  subscription OrderStatusChanged {\n    orderStatusChanged {\n      orderId\n      status\n    }\n  }\n": types.OrderStatusChangedDocument,
    "\n  query MyBalance {\n    myBalanceFen\n  }\n": types.MyBalanceDocument,
    "\n  query Cashier($orderId: ID!) {\n    cashier(orderId: $orderId) {\n      orderId\n      orderNumber\n      payableFen\n      expiresAt\n      onlineMethods\n    }\n    myRemittance(orderId: $orderId) {\n      id\n      status\n      rejectReason\n    }\n  }\n": types.CashierDocument,
    "\n  query FriendPayOrder($token: String!) {\n    friendPayOrder(token: $token) {\n      orderId\n      orderNumber\n      payableFen\n      expiresAt\n      onlineMethods\n    }\n  }\n": types.FriendPayOrderDocument,
    "\n  query PaymentResult($orderId: ID!) {\n    paymentResult(orderId: $orderId) {\n      status\n      method\n      amountFen\n      reason\n    }\n  }\n": types.PaymentResultDocument,
    "\n  mutation CreatePayment($input: CreatePaymentInput!) {\n    createPayment(input: $input) {\n      payment {\n        orderId\n        payUrl\n        qrCodeSvg\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n": types.CreatePaymentDocument,
    "\n  mutation CreateFriendPayLink($input: CreateFriendPayLinkInput!) {\n    createFriendPayLink(input: $input) {\n      link {\n        path\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n": types.CreateFriendPayLinkDocument,
    "\n  fragment OrderQuantityPanel_product on Product {\n    id\n    moq\n    orderIncrement\n    stock\n    purchaseLimit\n    priceBreaks {\n      minQty\n      unitPriceMilli\n      ...PriceBreakTable_priceBreak\n    }\n  }\n": types.OrderQuantityPanel_ProductFragmentDoc,
    "\n  fragment ParametersTable_productParameter on ProductParameter {\n    name\n    value\n  }\n": types.ParametersTable_ProductParameterFragmentDoc,
    "\n  fragment PriceBreakTable_priceBreak on PriceBreak {\n    minQty\n    unitPriceMilli\n  }\n": types.PriceBreakTable_PriceBreakFragmentDoc,
    "\n  fragment ProductDetail_product on Product {\n    id\n    mpn\n    manufacturer {\n      id\n      name\n      country\n    }\n    category {\n      id\n      name\n    }\n    package\n    material\n    description\n    parameters {\n      ...ParametersTable_productParameter\n    }\n    leadTimeDays\n    listPriceMilli\n    stock\n    moq\n    orderIncrement\n    batchNumber\n    purchaseLimit\n    ...OrderQuantityPanel_product\n    datasheetUrl\n    imageUrl\n    status\n    isFavourite\n  }\n": types.ProductDetail_ProductFragmentDoc,
    "\n  fragment ProfileFields_viewer on Viewer {\n    id\n    displayName\n    vip\n    nickName\n    avatarUrl\n    gender\n    birthday\n    location\n    firstName\n    lastName\n    companyName\n    companyPosition\n    email\n    phone\n    inviteCode\n    wechatBound\n  }\n": types.ProfileFields_ViewerFragmentDoc,
    "\n  query ProfilePage {\n    me {\n      ...ProfileFields_viewer\n    }\n  }\n": types.ProfilePageDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      viewer {\n        ...ProfileFields_viewer\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query SearchSuggestions($query: String!, $first: Int!) {\n    searchSuggestions(query: $query, first: $first) {\n      kind\n      text\n      productId\n      brandId\n      categoryId\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  query DidYouMean($query: String!, $first: Int!) {\n    searchSuggestions(query: $query, first: $first) {\n      kind\n      text\n      productId\n      brandId\n      categoryId\n    }\n  }\n": types.DidYouMeanDocument,
    "\n  query MySearchHistory {\n    mySearchHistory\n  }\n": types.MySearchHistoryDocument,
    "\n  mutation RecordSearch($query: String!) {\n    recordSearch(query: $query) {\n      recorded\n    }\n  }\n": types.RecordSearchDocument,
    "\n  mutation ClearSearchHistory {\n    clearSearchHistory {\n      clearedCount\n    }\n  }\n": types.ClearSearchHistoryDocument,
    "\n  mutation RequestAccountCancellation($input: RequestAccountCancellationInput!) {\n    requestAccountCancellation(input: $input) {\n      request {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.RequestAccountCancellationDocument,
    "\n  mutation WithdrawAccountCancellation($id: ID!) {\n    withdrawAccountCancellation(id: $id) {\n      request {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.WithdrawAccountCancellationDocument,
    "\n  mutation BindAccountAddress($input: BindAccountAddressInput!) {\n    bindAccountAddress(input: $input) {\n      viewer {\n        id\n        email\n        phone\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.BindAccountAddressDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      done\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SetPaymentPassword($input: SetPaymentPasswordInput!) {\n    setPaymentPassword(input: $input) {\n      done\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.SetPaymentPasswordDocument,
    "\n  mutation ChangePaymentPassword($input: ChangePaymentPasswordInput!) {\n    changePaymentPassword(input: $input) {\n      done\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ChangePaymentPasswordDocument,
    "\n  mutation ResetPaymentPassword($input: ResetPaymentPasswordInput!) {\n    resetPaymentPassword(input: $input) {\n      done\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ResetPaymentPasswordDocument,
    "\n  fragment PreferencesSection_preferences on Preferences {\n    locale\n    notifyOrderUpdates\n    notifyPromotions\n    notifyMessages\n    personalisedRecommendations\n  }\n": types.PreferencesSection_PreferencesFragmentDoc,
    "\n  mutation UpdatePreferences($input: UpdatePreferencesInput!) {\n    updatePreferences(input: $input) {\n      preferences {\n        ...PreferencesSection_preferences\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.UpdatePreferencesDocument,
    "\n  mutation VerifyRealName($input: VerifyRealNameInput!) {\n    verifyRealName(input: $input) {\n      accountSecurity {\n        realName\n        idNumber\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.VerifyRealNameDocument,
    "\n  query SavedLocale {\n    myPreferences {\n      locale\n    }\n  }\n": types.SavedLocaleDocument,
    "\n  query ServicesOptions {\n    serviceOptions {\n      pcbLayers\n      pcbThicknessesMm\n      pcbCopperWeightsOz\n      pcbMinDimensionMm\n      pcbMaxDimensionMm\n      pcbMaxQuantity\n      aluminiumMaxLayers\n      assemblyMaxBoards\n      assemblyMaxSmtJoints\n      assemblyMaxThtJoints\n      customMaxQuantity\n      customDescriptionMinChars\n      customDescriptionMaxChars\n    }\n  }\n": types.ServicesOptionsDocument,
    "\n  query ServicesPcbQuote($spec: PcbSpecInput!) {\n    pcbQuote(spec: $spec) {\n      quote {\n        setupFen\n        boardsFen\n        totalFen\n        quantityBreakPerMille\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ServicesPcbQuoteDocument,
    "\n  query ServicesAssemblyQuote($spec: AssemblySpecInput!) {\n    assemblyQuote(spec: $spec) {\n      quote {\n        setupFen\n        jointsFen\n        totalFen\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ServicesAssemblyQuoteDocument,
    "\n  query ServicesBomProjects {\n    myBomProjects {\n      id\n      name\n    }\n  }\n": types.ServicesBomProjectsDocument,
    "\n  mutation ServicesSubmitPcb($input: SubmitPcbRequestInput!) {\n    submitPcbRequest(input: $input) {\n      inquiry {\n        id\n        number\n      }\n      serviceRequest {\n        id\n        ...ServiceRequestSummary_serviceRequest\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ServicesSubmitPcbDocument,
    "\n  mutation ServicesSubmitAssembly($input: SubmitAssemblyRequestInput!) {\n    submitAssemblyRequest(input: $input) {\n      inquiry {\n        id\n        number\n      }\n      serviceRequest {\n        id\n        ...ServiceRequestSummary_serviceRequest\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ServicesSubmitAssemblyDocument,
    "\n  mutation ServicesSubmitCustom($input: SubmitCustomRequestInput!) {\n    submitCustomRequest(input: $input) {\n      inquiry {\n        id\n        number\n      }\n      serviceRequest {\n        id\n        ...ServiceRequestSummary_serviceRequest\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ServicesSubmitCustomDocument,
    "\n  query AdminServicesFormula {\n    servicePriceFormula {\n      pcb {\n        setupFen\n        layerBands {\n          maxLayers\n          fenPerSquareMetre\n        }\n        thickness {\n          option\n          perMille\n        }\n        material {\n          option\n          perMille\n        }\n        surfaceFinish {\n          option\n          perMille\n        }\n        copperWeight {\n          option\n          perMille\n        }\n        solderMaskColour {\n          option\n          perMille\n        }\n        quantityBreaks {\n          minQuantity\n          perMille\n        }\n      }\n      assembly {\n        setupFen\n        fenPerThousandSmtJoints\n        fenPerThousandThtJoints\n        doubleSidedPerMille\n      }\n      updatedAt\n    }\n  }\n": types.AdminServicesFormulaDocument,
    "\n  mutation AdminServicesUpdateFormula($input: UpdateServicePriceFormulaInput!) {\n    updateServicePriceFormula(input: $input) {\n      formula {\n        updatedAt\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.AdminServicesUpdateFormulaDocument,
    "\n  fragment ServiceRequestSummary_serviceRequest on ServiceRequest {\n    id\n    kind\n    indicativePriceFen\n    pcb {\n      layers\n      widthMm\n      heightMm\n      quantity\n      thicknessMm\n      material\n      surfaceFinish\n      solderMaskColour\n      silkscreenColour\n      copperWeightOz\n    }\n    assembly {\n      boards\n      smtJoints\n      thtJoints\n      sides\n      bomProjectId\n      bomProjectName\n    }\n    custom {\n      description\n      quantity\n      budgetFen\n    }\n  }\n": types.ServiceRequestSummary_ServiceRequestFragmentDoc,
    "\n  fragment SessionUser_viewer on Viewer {\n    id\n    displayName\n    vip\n  }\n": types.SessionUser_ViewerFragmentDoc,
    "\n  mutation Logout {\n    logout {\n      loggedOut\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.LogoutDocument,
    "\n  query SessionUser {\n    me {\n      ...SessionUser_viewer\n    }\n  }\n": types.SessionUserDocument,
    "\n  query StaffPermissions {\n    me {\n      id\n      permissions\n    }\n  }\n": types.StaffPermissionsDocument,
    "\n  fragment SpecialTopic_topic on SpecialTopic {\n    slug\n    title\n    description\n    partCount\n    parts {\n      id\n      ...ProductCard_product\n    }\n  }\n": types.SpecialTopic_TopicFragmentDoc,
    "\n  query AnnouncementDetail($id: ID!) {\n    announcement(id: $id) {\n      id\n      title\n      bodyHtml\n      publishedAt\n    }\n  }\n": types.AnnouncementDetailDocument,
    "\n  query AnnouncementList {\n    announcementList(first: 100) {\n      totalCount\n      items {\n        id\n        title\n        body\n        publishedAt\n      }\n    }\n  }\n": types.AnnouncementListDocument,
    "\n  query GoodsDetail($id: ID!) {\n    product(id: $id) {\n      id\n      mpn\n      ...ProductDetail_product\n    }\n  }\n": types.GoodsDetailDocument,
    "\n  query GoodsList($first: Int!, $after: String, $filter: ProductFilter, $sort: ProductSort, $facetValues: Int) {\n    products(first: $first, after: $after, filter: $filter, sort: $sort) {\n      totalCount\n      totalCountCapped\n      facets(valuesFirst: $facetValues) {\n        ...ParameterFacets_facet\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          moq\n          stock\n          status\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n": types.GoodsListDocument,
    "\n  query ArticleList {\n    articles(first: 100) {\n      totalCount\n      items {\n        id\n        title\n        summary\n        body\n        publishedAt\n      }\n    }\n  }\n": types.ArticleListDocument,
    "\n  query ArticleDetail($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      bodyHtml\n      publishedAt\n    }\n  }\n": types.ArticleDetailDocument,
    "\n  query HomeBrandDetails($id: ID!, $first: Int!, $after: String) {\n    brand(id: $id) {\n      id\n      name\n      ...BrandProfile_brand\n    }\n    products(first: $first, after: $after, filter: { brandId: $id }) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n": types.HomeBrandDetailsDocument,
    "\n  query HomeBrand {\n    brands {\n      id\n      ...BrandDirectory_brand\n    }\n  }\n": types.HomeBrandDocument,
    "\n  query HelpCentre($category: FaqCategory, $search: String) {\n    faqs(category: $category, search: $search) {\n      id\n      title\n      body\n      category\n    }\n  }\n": types.HelpCentreDocument,
    "\n  query MyFeedback {\n    myFeedback {\n      id\n      type\n      content\n      contact\n      screenshotUrls\n      createdAt\n      reply\n      repliedAt\n    }\n  }\n": types.MyFeedbackDocument,
    "\n  query HelpEntry($id: ID!) {\n    faq(id: $id) {\n      id\n      title\n      bodyHtml\n    }\n  }\n": types.HelpEntryDocument,
    "\n  query RegistrationAgreement {\n    registrationAgreement {\n      id\n      title\n      bodyHtml\n      publishedAt\n    }\n  }\n": types.RegistrationAgreementDocument,
    "\n  query BrandHallPage {\n    brands {\n      id\n      ...BrandHall_brand\n    }\n  }\n": types.BrandHallPageDocument,
    "\n  query SpecialTopicsPage {\n    specialTopics {\n      slug\n      ...SpecialTopic_topic\n    }\n  }\n": types.SpecialTopicsPageDocument,
    "\n  query UserAddressPage {\n    myAddresses {\n      id\n      ...AddressCard_address\n    }\n    deliveryCountries\n    myPickupPersons {\n      id\n      name\n      areaCode\n      phone\n    }\n    pickupPoints {\n      id\n      name\n      address\n      openingHours\n      phone\n    }\n  }\n": types.UserAddressPageDocument,
    "\n  mutation DeleteAddress($input: DeleteAddressInput!) {\n    deleteAddress(input: $input) {\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.DeleteAddressDocument,
    "\n  mutation SetDefaultAddress($input: SetDefaultAddressInput!) {\n    setDefaultAddress(input: $input) {\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.SetDefaultAddressDocument,
    "\n  query MyFavourites($first: Int!) {\n    myFavourites(first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n": types.MyFavouritesDocument,
    "\n  query MyFootprints($first: Int!) {\n    myFootprints(first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n": types.MyFootprintsDocument,
    "\n  mutation ClearFootprints {\n    clearFootprints {\n      clearedCount\n    }\n  }\n": types.ClearFootprintsDocument,
    "\n  query UserSecurityPage {\n    me {\n      id\n      email\n      phone\n    }\n    accountSecurity {\n      hasPassword\n      hasPaymentPassword\n      paymentLockedUntil\n      realName\n      idNumber\n    }\n    myPreferences {\n      ...PreferencesSection_preferences\n    }\n    myAccountCancellation {\n      id\n      status\n    }\n  }\n": types.UserSecurityPageDocument,
    "\n  query UserPage {\n    me {\n      id\n      permissions\n      ...ProfileSummary_viewer\n      ...InvitationCard_viewer\n    }\n  }\n": types.UserPageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteFooter($channelId: ID!) {\n    channel(id: $channelId) {\n      id\n      telephone\n      phone\n      email\n      addressZh\n      addressEn\n    }\n  }\n"): (typeof documents)["\n  query SiteFooter($channelId: ID!) {\n    channel(id: $channelId) {\n      id\n      telephone\n      phone\n      email\n      addressZh\n      addressEn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffCancellations($status: AccountCancellationStatus) {\n    accountCancellationRequests(status: $status) {\n      id\n      status\n      reason\n      createdAt\n      updatedAt\n      userId\n      userDisplayName\n    }\n  }\n"): (typeof documents)["\n  query StaffCancellations($status: AccountCancellationStatus) {\n    accountCancellationRequests(status: $status) {\n      id\n      status\n      reason\n      createdAt\n      updatedAt\n      userId\n      userDisplayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffDecideCancellation($input: DecideAccountCancellationInput!) {\n    decideAccountCancellation(input: $input) {\n      request {\n        id\n        status\n        updatedAt\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StaffDecideCancellation($input: DecideAccountCancellationInput!) {\n    decideAccountCancellation(input: $input) {\n      request {\n        id\n        status\n        updatedAt\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountSecurity {\n    mySessions {\n      id\n      current\n      ...SessionCard_sessionInfo\n    }\n  }\n"): (typeof documents)["\n  query AccountSecurity {\n    mySessions {\n      id\n      current\n      ...SessionCard_sessionInfo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeOtherSessions {\n    revokeOtherSessions {\n      revokedCount\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeOtherSessions {\n    revokeOtherSessions {\n      revokedCount\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvitationCard_viewer on Viewer {\n    id\n    inviteCode\n  }\n"): (typeof documents)["\n  fragment InvitationCard_viewer on Viewer {\n    id\n    inviteCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileSummary_viewer on Viewer {\n    id\n    displayName\n    username\n    email\n    phone\n    vip\n    roles\n    avatarUrl\n  }\n"): (typeof documents)["\n  fragment ProfileSummary_viewer on Viewer {\n    id\n    displayName\n    username\n    email\n    phone\n    vip\n    roles\n    avatarUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionCard_sessionInfo on SessionInfo {\n    id\n    createdAt\n    lastSeenAt\n    userAgent\n    ip\n    current\n  }\n"): (typeof documents)["\n  fragment SessionCard_sessionInfo on SessionInfo {\n    id\n    createdAt\n    lastSeenAt\n    userAgent\n    ip\n    current\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressCard_address on Address {\n    id\n    consignee\n    areaCode\n    phone\n    country\n    province\n    city\n    district\n    postalCode\n    detail\n    label\n    isDefault\n  }\n"): (typeof documents)["\n  fragment AddressCard_address on Address {\n    id\n    consignee\n    areaCode\n    phone\n    country\n    province\n    city\n    district\n    postalCode\n    detail\n    label\n    isDefault\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAddress($input: AddAddressInput!) {\n    addAddress(input: $input) {\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddAddress($input: AddAddressInput!) {\n    addAddress(input: $input) {\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAddress($input: UpdateAddressInput!) {\n    updateAddress(input: $input) {\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAddress($input: UpdateAddressInput!) {\n    updateAddress(input: $input) {\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPickupPerson($input: AddPickupPersonInput!) {\n    addPickupPerson(input: $input) {\n      pickupPerson {\n        id\n        name\n        areaCode\n        phone\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddPickupPerson($input: AddPickupPersonInput!) {\n    addPickupPerson(input: $input) {\n      pickupPerson {\n        id\n        name\n        areaCode\n        phone\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePickupPerson($input: UpdatePickupPersonInput!) {\n    updatePickupPerson(input: $input) {\n      pickupPerson {\n        id\n        name\n        areaCode\n        phone\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePickupPerson($input: UpdatePickupPersonInput!) {\n    updatePickupPerson(input: $input) {\n      pickupPerson {\n        id\n        name\n        areaCode\n        phone\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePickupPerson($input: DeletePickupPersonInput!) {\n    deletePickupPerson(input: $input) {\n      deletedPickupPersonId\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePickupPerson($input: DeletePickupPersonInput!) {\n    deletePickupPerson(input: $input) {\n      deletedPickupPersonId\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrdersList($query: String, $status: OrderStatus, $moneyToReturn: Boolean, $first: Int, $after: String) {\n    staffOrders(query: $query, status: $status, moneyToReturn: $moneyToReturn, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          number\n          status\n          createdAt\n          payableFen\n          lineCount\n          firstMpn\n          moneyToReturnFen\n          buyer {\n            id\n            email\n            phone\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrdersList($query: String, $status: OrderStatus, $moneyToReturn: Boolean, $first: Int, $after: String) {\n    staffOrders(query: $query, status: $status, moneyToReturn: $moneyToReturn, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          number\n          status\n          createdAt\n          payableFen\n          lineCount\n          firstMpn\n          moneyToReturnFen\n          buyer {\n            id\n            email\n            phone\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderDetail($id: ID!) {\n    staffOrder(id: $id) {\n      staffActions\n      buyer {\n        id\n        email\n        phone\n        nickname\n      }\n      order {\n        id\n        number\n        status\n        createdAt\n        expiresAt\n        itemsFen\n        memberDiscountFen\n        couponDeductionFen\n        pointsDeductionFen\n        freightFen\n        payableFen\n        paidFen\n        paymentMethod\n        paidAt\n        remark\n        invoiceType\n        invoiceTitle\n        invoiceTaxNumber\n        deliveryMethod\n        cancelReason\n        carrier\n        waybillNumber\n        shippedAt\n        address {\n          consignee\n          areaCode\n          phone\n          country\n          province\n          city\n          district\n          detail\n        }\n        pickup {\n          pointName\n          pointAddress\n          date\n          timeSlot\n          personName\n          personPhone\n        }\n        lines {\n          id\n          productId\n          mpn\n          brandName\n          package\n          quantity\n          unitPriceMilli\n          lineTotalFen\n        }\n      }\n      moneyToReturnFen\n      payments {\n        id\n        provider\n        transactionRef\n        amountFen\n        paidAt\n        receivedAt\n        status\n        returnReason\n        toReturn\n        returning\n        returnedAt\n      }\n      remittances {\n        id\n        status\n        payerName\n        bank\n        account\n        amountFen\n        proofUrls\n        rejectReason\n        submittedAt\n      }\n      audit {\n        id\n        kind\n        at\n        action\n        fromStatus\n        toStatus\n        description\n        actor {\n          id\n          name\n          roles\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrderDetail($id: ID!) {\n    staffOrder(id: $id) {\n      staffActions\n      buyer {\n        id\n        email\n        phone\n        nickname\n      }\n      order {\n        id\n        number\n        status\n        createdAt\n        expiresAt\n        itemsFen\n        memberDiscountFen\n        couponDeductionFen\n        pointsDeductionFen\n        freightFen\n        payableFen\n        paidFen\n        paymentMethod\n        paidAt\n        remark\n        invoiceType\n        invoiceTitle\n        invoiceTaxNumber\n        deliveryMethod\n        cancelReason\n        carrier\n        waybillNumber\n        shippedAt\n        address {\n          consignee\n          areaCode\n          phone\n          country\n          province\n          city\n          district\n          detail\n        }\n        pickup {\n          pointName\n          pointAddress\n          date\n          timeSlot\n          personName\n          personPhone\n        }\n        lines {\n          id\n          productId\n          mpn\n          brandName\n          package\n          quantity\n          unitPriceMilli\n          lineTotalFen\n        }\n      }\n      moneyToReturnFen\n      payments {\n        id\n        provider\n        transactionRef\n        amountFen\n        paidAt\n        receivedAt\n        status\n        returnReason\n        toReturn\n        returning\n        returnedAt\n      }\n      remittances {\n        id\n        status\n        payerName\n        bank\n        account\n        amountFen\n        proofUrls\n        rejectReason\n        submittedAt\n      }\n      audit {\n        id\n        kind\n        at\n        action\n        fromStatus\n        toStatus\n        description\n        actor {\n          id\n          name\n          roles\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApproveOrder($input: OrderIdInput!) {\n    approveOrder(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminApproveOrder($input: OrderIdInput!) {\n    approveOrder(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectOrderApproval($input: RejectOrderApprovalInput!) {\n    rejectOrderApproval(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRejectOrderApproval($input: RejectOrderApprovalInput!) {\n    rejectOrderApproval(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminShipOrder($input: ShipOrderInput!) {\n    shipOrder(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminShipOrder($input: ShipOrderInput!) {\n    shipOrder(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddTracking($input: AddLogisticsEventInput!) {\n    addLogisticsEvent(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAddTracking($input: AddLogisticsEventInput!) {\n    addLogisticsEvent(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminConfirmRemittance($input: ConfirmRemittanceInput!) {\n    confirmRemittance(input: $input) {\n      remittance {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminConfirmRemittance($input: ConfirmRemittanceInput!) {\n    confirmRemittance(input: $input) {\n      remittance {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectRemittance($input: RejectRemittanceInput!) {\n    rejectRemittance(input: $input) {\n      remittance {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRejectRemittance($input: RejectRemittanceInput!) {\n    rejectRemittance(input: $input) {\n      remittance {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatCustomerRecentOrders($customerId: ID!) {\n    customerRecentOrders(customerId: $customerId) {\n      id\n      number\n      status\n      createdAt\n      payableFen\n      firstMpn\n      lineCount\n    }\n  }\n"): (typeof documents)["\n  query ChatCustomerRecentOrders($customerId: ID!) {\n    customerRecentOrders(customerId: $customerId) {\n      id\n      number\n      status\n      createdAt\n      payableFen\n      firstMpn\n      lineCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatchBom($input: BomLinesInput!) {\n    matchBom(input: $input) {\n      quote {\n        ...BomQuoteTable_quote\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MatchBom($input: BomLinesInput!) {\n    matchBom(input: $input) {\n      quote {\n        ...BomQuoteTable_quote\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBomToCart($input: BomLinesInput!) {\n    addBomToCart(input: $input) {\n      addedCount\n      skippedReferences\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddBomToCart($input: BomLinesInput!) {\n    addBomToCart(input: $input) {\n      addedCount\n      skippedReferences\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportBomQuote($input: ExportBomQuoteInput!) {\n    exportBomQuote(input: $input) {\n      filename\n      contentType\n      base64\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ExportBomQuote($input: ExportBomQuoteInput!) {\n    exportBomQuote(input: $input) {\n      filename\n      contentType\n      base64\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBomProjects {\n    myBomProjects {\n      id\n      name\n      boards\n      lineCount\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query MyBomProjects {\n    myBomProjects {\n      id\n      name\n      boards\n      lineCount\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BomProject($id: ID!) {\n    bomProject(id: $id) {\n      id\n      name\n      boards\n      lines {\n        reference\n        mpn\n        manufacturer\n        quantity\n        designators\n        value\n        package\n        description\n        productId\n      }\n    }\n  }\n"): (typeof documents)["\n  query BomProject($id: ID!) {\n    bomProject(id: $id) {\n      id\n      name\n      boards\n      lines {\n        reference\n        mpn\n        manufacturer\n        quantity\n        designators\n        value\n        package\n        description\n        productId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBomProject($input: SaveBomProjectInput!) {\n    saveBomProject(input: $input) {\n      project {\n        id\n        name\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBomProject($input: SaveBomProjectInput!) {\n    saveBomProject(input: $input) {\n      project {\n        id\n        name\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBomProject($id: ID!) {\n    deleteBomProject(id: $id) {\n      deleted\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteBomProject($id: ID!) {\n    deleteBomProject(id: $id) {\n      deleted\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BomPartSearch($query: String!) {\n    products(first: 8, filter: { query: $query }) {\n      edges {\n        node {\n          id\n          mpn\n          package\n          stock\n          manufacturer {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BomPartSearch($query: String!) {\n    products(first: 8, filter: { query: $query }) {\n      edges {\n        node {\n          id\n          mpn\n          package\n          stock\n          manufacturer {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BomQuoteTable_quote on BomQuote {\n    boards\n    totalFen\n    matchedCount\n    suggestedCount\n    unmatchedCount\n    lines {\n      status\n      reason\n      line {\n        reference\n        mpn\n        value\n        package\n        designators\n        quantity\n      }\n      product {\n        id\n        mpn\n        package\n        stock\n        leadTimeDays\n        manufacturer {\n          id\n          name\n        }\n      }\n      alternatives {\n        id\n        mpn\n        package\n        manufacturer {\n          id\n          name\n        }\n      }\n      requiredQuantity\n      orderQuantity\n      priceBreak {\n        minQty\n        unitPriceMilli\n      }\n      lineTotalFen\n      nextBreakHint {\n        quantity\n        savingFen\n      }\n      problem {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment BomQuoteTable_quote on BomQuote {\n    boards\n    totalFen\n    matchedCount\n    suggestedCount\n    unmatchedCount\n    lines {\n      status\n      reason\n      line {\n        reference\n        mpn\n        value\n        package\n        designators\n        quantity\n      }\n      product {\n        id\n        mpn\n        package\n        stock\n        leadTimeDays\n        manufacturer {\n          id\n          name\n        }\n      }\n      alternatives {\n        id\n        mpn\n        package\n        manufacturer {\n          id\n          name\n        }\n      }\n      requiredQuantity\n      orderQuantity\n      priceBreak {\n        minQty\n        unitPriceMilli\n      }\n      lineTotalFen\n      nextBreakHint {\n        quantity\n        savingFen\n      }\n      problem {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BrandHall_brand on Brand {\n    id\n    name\n    country\n    productCount\n  }\n"): (typeof documents)["\n  fragment BrandHall_brand on Brand {\n    id\n    name\n    country\n    productCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BrandDirectory_brand on Brand {\n    id\n    name\n    country\n    featured\n    productCount\n  }\n"): (typeof documents)["\n  fragment BrandDirectory_brand on Brand {\n    id\n    name\n    country\n    featured\n    productCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BrandProfile_brand on Brand {\n    id\n    name\n    country\n    website\n    description\n    productCount\n  }\n"): (typeof documents)["\n  fragment BrandProfile_brand on Brand {\n    id\n    name\n    country\n    website\n    description\n    productCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartLineRow_cartLine on CartLine {\n    id\n    quantity\n    selected\n    unitPriceMilli\n    lineTotalFen\n    quotedInquiryNumber\n    quoteValidUntil\n    priceBreak {\n      minQty\n    }\n    problem {\n      code\n      message\n    }\n    product {\n      id\n      mpn\n      package\n      imageUrl\n      moq\n      orderIncrement\n      status\n      manufacturer {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CartLineRow_cartLine on CartLine {\n    id\n    quantity\n    selected\n    unitPriceMilli\n    lineTotalFen\n    quotedInquiryNumber\n    quoteValidUntil\n    priceBreak {\n      minQty\n    }\n    problem {\n      code\n      message\n    }\n    product {\n      id\n      mpn\n      package\n      imageUrl\n      moq\n      orderIncrement\n      status\n      manufacturer {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderCartCount {\n    cartCount\n  }\n"): (typeof documents)["\n  query HeaderCartCount {\n    cartCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCart {\n    myCart {\n      lineCount\n      ...CartView_cart\n    }\n  }\n"): (typeof documents)["\n  query MyCart {\n    myCart {\n      lineCount\n      ...CartView_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      cart {\n        lineCount\n        ...CartView_cart\n      }\n      userErrors {\n        code\n        message\n        field\n        lineIds\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      cart {\n        lineCount\n        ...CartView_cart\n      }\n      userErrors {\n        code\n        message\n        field\n        lineIds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartLine($input: UpdateCartLineInput!) {\n    updateCartLine(input: $input) {\n      cart {\n        lineCount\n        ...CartView_cart\n      }\n      userErrors {\n        code\n        message\n        field\n        lineIds\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCartLine($input: UpdateCartLineInput!) {\n    updateCartLine(input: $input) {\n      cart {\n        lineCount\n        ...CartView_cart\n      }\n      userErrors {\n        code\n        message\n        field\n        lineIds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectCartLines($input: SelectCartLinesInput!) {\n    selectCartLines(input: $input) {\n      cart {\n        lineCount\n        ...CartView_cart\n      }\n      userErrors {\n        code\n        message\n        field\n        lineIds\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SelectCartLines($input: SelectCartLinesInput!) {\n    selectCartLines(input: $input) {\n      cart {\n        lineCount\n        ...CartView_cart\n      }\n      userErrors {\n        code\n        message\n        field\n        lineIds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCartLines($input: RemoveCartLinesInput!) {\n    removeCartLines(input: $input) {\n      removedCount\n      cart {\n        lineCount\n        ...CartView_cart\n      }\n      userErrors {\n        code\n        message\n        field\n        lineIds\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCartLines($input: RemoveCartLinesInput!) {\n    removeCartLines(input: $input) {\n      removedCount\n      cart {\n        lineCount\n        ...CartView_cart\n      }\n      userErrors {\n        code\n        message\n        field\n        lineIds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveCartLinesToFavourites($input: RemoveCartLinesInput!) {\n    moveCartLinesToFavourites(input: $input) {\n      removedCount\n      cart {\n        lineCount\n        ...CartView_cart\n      }\n      userErrors {\n        code\n        message\n        field\n        lineIds\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MoveCartLinesToFavourites($input: RemoveCartLinesInput!) {\n    moveCartLinesToFavourites(input: $input) {\n      removedCount\n      cart {\n        lineCount\n        ...CartView_cart\n      }\n      userErrors {\n        code\n        message\n        field\n        lineIds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartView_cart on Cart {\n    selectedSubtotalFen\n    selectedCount\n    lines {\n      id\n      selected\n      ...CartLineRow_cartLine\n    }\n  }\n"): (typeof documents)["\n  fragment CartView_cart on Cart {\n    selectedSubtotalFen\n    selectedCount\n    lines {\n      id\n      selected\n      ...CartLineRow_cartLine\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryTree_category on Category {\n    id\n    name\n    parentId\n    position\n    productCount\n  }\n"): (typeof documents)["\n  fragment CategoryTree_category on Category {\n    id\n    name\n    parentId\n    position\n    productCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ParameterFacets_facet on ParameterFacet {\n    name\n    valueCount\n    values {\n      value\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment ParameterFacets_facet on ParameterFacet {\n    name\n    valueCount\n    values {\n      value\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    mpn\n    manufacturer {\n      id\n      name\n    }\n    package\n    description\n    stock\n    moq\n    listPriceMilli\n    imageUrl\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    mpn\n    manufacturer {\n      id\n      name\n    }\n    package\n    description\n    stock\n    moq\n    listPriceMilli\n    imageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogCategories {\n    categories {\n      id\n      ...CategoryTree_category\n    }\n  }\n"): (typeof documents)["\n  query CatalogCategories {\n    categories {\n      id\n      ...CategoryTree_category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatConversation_conversation on ChatConversation {\n    id\n    state\n    customerId\n    customerName\n    customerVip\n    customerSince\n    agentId\n    agentName\n    contextProductId\n    contextProductMpn\n    contextOrderId\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ChatConversation_conversation on ChatConversation {\n    id\n    state\n    customerId\n    customerName\n    customerVip\n    customerSince\n    agentId\n    agentName\n    contextProductId\n    contextProductMpn\n    contextOrderId\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatMessage_message on ChatMessage {\n    id\n    conversationId\n    senderName\n    role\n    text\n    imageUrl\n    systemEvent\n    createdAt\n    deliveredAt\n    readAt\n  }\n"): (typeof documents)["\n  fragment ChatMessage_message on ChatMessage {\n    id\n    conversationId\n    senderName\n    role\n    text\n    imageUrl\n    systemEvent\n    createdAt\n    deliveredAt\n    readAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyChatConversation {\n    myChatConversation {\n      ...ChatConversation_conversation\n    }\n  }\n"): (typeof documents)["\n  query MyChatConversation {\n    myChatConversation {\n      ...ChatConversation_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatMessages($conversationId: ID!, $first: Int, $after: String) {\n    chatMessages(conversationId: $conversationId, first: $first, after: $after) {\n      edges {\n        node {\n          ...ChatMessage_message\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChatMessages($conversationId: ID!, $first: Int, $after: String) {\n    chatMessages(conversationId: $conversationId, first: $first, after: $after) {\n      edges {\n        node {\n          ...ChatMessage_message\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenChatConversation($input: OpenChatInput) {\n    openChatConversation(input: $input) {\n      conversation {\n        ...ChatConversation_conversation\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OpenChatConversation($input: OpenChatInput) {\n    openChatConversation(input: $input) {\n      conversation {\n        ...ChatConversation_conversation\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      message {\n        ...ChatMessage_message\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      message {\n        ...ChatMessage_message\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkChatMessages($input: MarkChatMessagesInput!) {\n    markChatMessages(input: $input) {\n      userErrors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkChatMessages($input: MarkChatMessagesInput!) {\n    markChatMessages(input: $input) {\n      userErrors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetChatTyping($input: ChatConversationInput!) {\n    setChatTyping(input: $input)\n  }\n"): (typeof documents)["\n  mutation SetChatTyping($input: ChatConversationInput!) {\n    setChatTyping(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatEvents($conversationId: ID!) {\n    chatEvents(conversationId: $conversationId) {\n      kind\n      actorRole\n      message {\n        ...ChatMessage_message\n      }\n      receipt {\n        readerRole\n        upToMessageId\n        deliveredAt\n        readAt\n      }\n      conversation {\n        ...ChatConversation_conversation\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ChatEvents($conversationId: ID!) {\n    chatEvents(conversationId: $conversationId) {\n      kind\n      actorRole\n      message {\n        ...ChatMessage_message\n      }\n      receipt {\n        readerRole\n        upToMessageId\n        deliveredAt\n        readAt\n      }\n      conversation {\n        ...ChatConversation_conversation\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatQueue {\n    chatQueue {\n      ...ChatConversation_conversation\n    }\n    myChatAssignments {\n      ...ChatConversation_conversation\n    }\n  }\n"): (typeof documents)["\n  query ChatQueue {\n    chatQueue {\n      ...ChatConversation_conversation\n    }\n    myChatAssignments {\n      ...ChatConversation_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatQueueChanged {\n    chatQueueChanged {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  subscription ChatQueueChanged {\n    chatQueueChanged {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimChatConversation($input: ChatConversationInput!) {\n    claimChatConversation(input: $input) {\n      conversation {\n        ...ChatConversation_conversation\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimChatConversation($input: ChatConversationInput!) {\n    claimChatConversation(input: $input) {\n      conversation {\n        ...ChatConversation_conversation\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferChatConversation($input: TransferChatInput!) {\n    transferChatConversation(input: $input) {\n      conversation {\n        ...ChatConversation_conversation\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TransferChatConversation($input: TransferChatInput!) {\n    transferChatConversation(input: $input) {\n      conversation {\n        ...ChatConversation_conversation\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseChatConversation($input: ChatConversationInput!) {\n    closeChatConversation(input: $input) {\n      conversation {\n        ...ChatConversation_conversation\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CloseChatConversation($input: ChatConversationInput!) {\n    closeChatConversation(input: $input) {\n      conversation {\n        ...ChatConversation_conversation\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlternativeParts($id: ID!) {\n    product(id: $id) {\n      id\n      alternatives(first: 6) {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query AlternativeParts($id: ID!) {\n    product(id: $id) {\n      id\n      alternatives(first: 6) {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFavourite($productId: ID!) {\n    addFavourite(productId: $productId) {\n      product {\n        id\n        isFavourite\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddFavourite($productId: ID!) {\n    addFavourite(productId: $productId) {\n      product {\n        id\n        isFavourite\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFavourite($productId: ID!) {\n    removeFavourite(productId: $productId) {\n      removed\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFavourite($productId: ID!) {\n    removeFavourite(productId: $productId) {\n      removed\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordFootprint($productId: ID!) {\n    recordFootprint(productId: $productId) {\n      recorded\n    }\n  }\n"): (typeof documents)["\n  mutation RecordFootprint($productId: ID!) {\n    recordFootprint(productId: $productId) {\n      recorded\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactChannel($id: ID!) {\n    channel(id: $id) {\n      id\n      telephone\n      phone\n      email\n      addressZh\n      addressEn\n    }\n  }\n"): (typeof documents)["\n  query ContactChannel($id: ID!) {\n    channel(id: $id) {\n      id\n      telephone\n      phone\n      email\n      addressZh\n      addressEn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveContent($input: SaveContentInput!) {\n    saveContent(input: $input) {\n      item {\n        id\n        published\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveContent($input: SaveContentInput!) {\n    saveContent(input: $input) {\n      item {\n        id\n        published\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffContent($kind: ContentKind!) {\n    staffContent(kind: $kind) {\n      id\n      category\n      published\n      publishedAt\n      title {\n        zhCN\n        enUS\n        ru\n        esES\n      }\n      summary {\n        zhCN\n        enUS\n        ru\n        esES\n      }\n      body {\n        zhCN\n        enUS\n        ru\n        esES\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffContent($kind: ContentKind!) {\n    staffContent(kind: $kind) {\n      id\n      category\n      published\n      publishedAt\n      title {\n        zhCN\n        enUS\n        ru\n        esES\n      }\n      summary {\n        zhCN\n        enUS\n        ru\n        esES\n      }\n      body {\n        zhCN\n        enUS\n        ru\n        esES\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetContentPublished($input: SetContentPublishedInput!) {\n    setContentPublished(input: $input) {\n      item {\n        id\n        published\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetContentPublished($input: SetContentPublishedInput!) {\n    setContentPublished(input: $input) {\n      item {\n        id\n        published\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffFeedback {\n    staffFeedback(first: 100) {\n      id\n      type\n      content\n      contact\n      screenshotUrls\n      createdAt\n      reply\n    }\n  }\n"): (typeof documents)["\n  query StaffFeedback {\n    staffFeedback(first: 100) {\n      id\n      type\n      content\n      contact\n      screenshotUrls\n      createdAt\n      reply\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToFeedback($input: ReplyToFeedbackInput!) {\n    replyToFeedback(input: $input) {\n      feedback {\n        id\n        reply\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToFeedback($input: ReplyToFeedbackInput!) {\n    replyToFeedback(input: $input) {\n      feedback {\n        id\n        reply\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeaturedBrands_brand on Brand {\n    id\n    name\n    country\n    description\n  }\n"): (typeof documents)["\n  fragment FeaturedBrands_brand on Brand {\n    id\n    name\n    country\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeShowcase($newestCount: Int!) {\n    products(first: $newestCount) {\n      edges {\n        node {\n          id\n          ...ProductCard_product\n        }\n      }\n    }\n    brands(featured: true) {\n      id\n      ...FeaturedBrands_brand\n    }\n    announcements(first: 5) {\n      id\n      ...LatestAnnouncements_announcement\n    }\n  }\n"): (typeof documents)["\n  query HomeShowcase($newestCount: Int!) {\n    products(first: $newestCount) {\n      edges {\n        node {\n          id\n          ...ProductCard_product\n        }\n      }\n    }\n    brands(featured: true) {\n      id\n      ...FeaturedBrands_brand\n    }\n    announcements(first: 5) {\n      id\n      ...LatestAnnouncements_announcement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LatestAnnouncements_announcement on Announcement {\n    id\n    title\n    body\n    publishedAt\n  }\n"): (typeof documents)["\n  fragment LatestAnnouncements_announcement on Announcement {\n    id\n    title\n    body\n    publishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InquiryDetail_inquiry on Inquiry {\n    id\n    number\n    projectName\n    annualUsage\n    targetUnitPriceMilli\n    companyName\n    companyAddress\n    contactName\n    contactPhone\n    message\n    state\n    reply\n    salesSpecialist\n    claimedAt\n    repliedAt\n    createdAt\n    validUntil\n    quoteValid\n    claimedByMe\n    quantity\n    product {\n      id\n      mpn\n    }\n    serviceRequest {\n      ...ServiceRequestSummary_serviceRequest\n    }\n    attachment {\n      filename\n      size\n    }\n    quoteLines {\n      mpn\n      description\n      quantity\n      unitPriceMilli\n      lineTotalFen\n      productId\n      leadTime\n    }\n    replyAttachments {\n      id\n      filename\n      size\n    }\n  }\n"): (typeof documents)["\n  fragment InquiryDetail_inquiry on Inquiry {\n    id\n    number\n    projectName\n    annualUsage\n    targetUnitPriceMilli\n    companyName\n    companyAddress\n    contactName\n    contactPhone\n    message\n    state\n    reply\n    salesSpecialist\n    claimedAt\n    repliedAt\n    createdAt\n    validUntil\n    quoteValid\n    claimedByMe\n    quantity\n    product {\n      id\n      mpn\n    }\n    serviceRequest {\n      ...ServiceRequestSummary_serviceRequest\n    }\n    attachment {\n      filename\n      size\n    }\n    quoteLines {\n      mpn\n      description\n      quantity\n      unitPriceMilli\n      lineTotalFen\n      productId\n      leadTime\n    }\n    replyAttachments {\n      id\n      filename\n      size\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InquiryMyList($state: InquiryState) {\n    myInquiries(state: $state) {\n      id\n      number\n      projectName\n      companyName\n      state\n      createdAt\n      repliedAt\n      validUntil\n      quoteValid\n      salesSpecialist\n    }\n  }\n"): (typeof documents)["\n  query InquiryMyList($state: InquiryState) {\n    myInquiries(state: $state) {\n      id\n      number\n      projectName\n      companyName\n      state\n      createdAt\n      repliedAt\n      validUntil\n      quoteValid\n      salesSpecialist\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InquiryDetail($id: ID!) {\n    inquiry(id: $id) {\n      ...InquiryDetail_inquiry\n    }\n  }\n"): (typeof documents)["\n  query InquiryDetail($id: ID!) {\n    inquiry(id: $id) {\n      ...InquiryDetail_inquiry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InquiryCreate($input: CreateInquiryInput!) {\n    createInquiry(input: $input) {\n      inquiry {\n        id\n        number\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InquiryCreate($input: CreateInquiryInput!) {\n    createInquiry(input: $input) {\n      inquiry {\n        id\n        number\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InquiryPart($id: ID!) {\n    product(id: $id) {\n      id\n      mpn\n      stock\n    }\n  }\n"): (typeof documents)["\n  query InquiryPart($id: ID!) {\n    product(id: $id) {\n      id\n      mpn\n      stock\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InquiryAddQuoteToCart($id: ID!) {\n    addInquiryQuoteToCart(id: $id) {\n      addedCount\n      skippedMpns\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InquiryAddQuoteToCart($id: ID!) {\n    addInquiryQuoteToCart(id: $id) {\n      addedCount\n      skippedMpns\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InquiryQueue($state: InquiryState, $scope: InquiryQueueScope, $search: String) {\n    inquiryQueue(state: $state, scope: $scope, search: $search) {\n      id\n      number\n      projectName\n      companyName\n      state\n      createdAt\n      salesSpecialist\n      claimedAt\n      attachment {\n        filename\n      }\n    }\n  }\n"): (typeof documents)["\n  query InquiryQueue($state: InquiryState, $scope: InquiryQueueScope, $search: String) {\n    inquiryQueue(state: $state, scope: $scope, search: $search) {\n      id\n      number\n      projectName\n      companyName\n      state\n      createdAt\n      salesSpecialist\n      claimedAt\n      attachment {\n        filename\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InquiryClaim($id: ID!) {\n    claimInquiry(id: $id) {\n      inquiry {\n        ...InquiryDetail_inquiry\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InquiryClaim($id: ID!) {\n    claimInquiry(id: $id) {\n      inquiry {\n        ...InquiryDetail_inquiry\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InquiryBomDraft($id: ID!) {\n    inquiryBomDraft(id: $id) {\n      reference\n      status\n      reason\n      mpn\n      description\n      quantity\n      unitPriceMilli\n      productId\n      leadTime\n    }\n  }\n"): (typeof documents)["\n  query InquiryBomDraft($id: ID!) {\n    inquiryBomDraft(id: $id) {\n      reference\n      status\n      reason\n      mpn\n      description\n      quantity\n      unitPriceMilli\n      productId\n      leadTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithCode($input: LoginWithCodeInput!) {\n    loginWithCode(input: $input) {\n      token\n      viewer {\n        ...SessionUser_viewer\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginWithCode($input: LoginWithCodeInput!) {\n    loginWithCode(input: $input) {\n      token\n      viewer {\n        ...SessionUser_viewer\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithPassword($input: LoginWithPasswordInput!) {\n    loginWithPassword(input: $input) {\n      token\n      viewer {\n        ...SessionUser_viewer\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginWithPassword($input: LoginWithPasswordInput!) {\n    loginWithPassword(input: $input) {\n      token\n      viewer {\n        ...SessionUser_viewer\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      viewer {\n        ...SessionUser_viewer\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      viewer {\n        ...SessionUser_viewer\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      passwordReset\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      passwordReset\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendVerificationCode($input: SendVerificationCodeInput!) {\n    sendVerificationCode(input: $input) {\n      resendInSeconds\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendVerificationCode($input: SendVerificationCodeInput!) {\n    sendVerificationCode(input: $input) {\n      resendInSeconds\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllMessagesRead {\n    markAllMessagesRead {\n      markedCount\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAllMessagesRead {\n    markAllMessagesRead {\n      markedCount\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageItem_message on Message {\n    id\n    kind\n    title\n    body\n    link\n    createdAt\n    readAt\n  }\n"): (typeof documents)["\n  fragment MessageItem_message on Message {\n    id\n    kind\n    title\n    body\n    link\n    createdAt\n    readAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkMessageRead($input: MarkMessageReadInput!) {\n    markMessageRead(input: $input) {\n      message {\n        id\n        readAt\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkMessageRead($input: MarkMessageReadInput!) {\n    markMessageRead(input: $input) {\n      message {\n        id\n        readAt\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageList($kind: MessageKind!, $first: Int!, $after: String) {\n    myMessages(filter: { kind: $kind }, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...MessageItem_message\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessageList($kind: MessageKind!, $first: Int!, $after: String) {\n    myMessages(filter: { kind: $kind }, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...MessageItem_message\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMessage($input: DeleteMessageInput!) {\n    deleteMessage(input: $input) {\n      deletedMessageId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteMessage($input: DeleteMessageInput!) {\n    deleteMessage(input: $input) {\n      deletedMessageId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadMessageCounts {\n    unreadMessageCounts {\n      all\n      system\n      platform\n      other\n    }\n  }\n"): (typeof documents)["\n  query UnreadMessageCounts {\n    unreadMessageCounts {\n      all\n      system\n      platform\n      other\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UnreadMessageCountsChanged {\n    unreadMessageCountsChanged {\n      all\n      system\n      platform\n      other\n    }\n  }\n"): (typeof documents)["\n  subscription UnreadMessageCountsChanged {\n    unreadMessageCountsChanged {\n      all\n      system\n      platform\n      other\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderDocumentsForm($orderId: ID!) {\n    orderDocumentForm(orderId: $orderId) {\n      orderId\n      buyerCompany\n      buyerAddress\n      taxNumber\n      contactName\n      contactPhone\n      contactEmail\n      incoterm\n      paymentTerms\n      deliveryTerms\n    }\n  }\n"): (typeof documents)["\n  query OrderDocumentsForm($orderId: ID!) {\n    orderDocumentForm(orderId: $orderId) {\n      orderId\n      buyerCompany\n      buyerAddress\n      taxNumber\n      contactName\n      contactPhone\n      contactEmail\n      incoterm\n      paymentTerms\n      deliveryTerms\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderDocumentsSaveForm($input: SaveOrderDocumentFormInput!) {\n    saveOrderDocumentForm(input: $input) {\n      downloadUrl\n      form {\n        orderId\n        buyerCompany\n        buyerAddress\n        taxNumber\n        contactName\n        contactPhone\n        contactEmail\n        incoterm\n        paymentTerms\n        deliveryTerms\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OrderDocumentsSaveForm($input: SaveOrderDocumentFormInput!) {\n    saveOrderDocumentForm(input: $input) {\n      downloadUrl\n      form {\n        orderId\n        buyerCompany\n        buyerAddress\n        taxNumber\n        contactName\n        contactPhone\n        contactEmail\n        incoterm\n        paymentTerms\n        deliveryTerms\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderDocumentsInvoice($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      invoiceType\n      invoiceTitle\n      invoiceTaxNumber\n      canRequestInvoice\n      invoiceRequest {\n        id\n        type\n        title\n        taxNumber\n        email\n        status\n        requestedAt\n        issuedAt\n        invoiceNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderDocumentsInvoice($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      invoiceType\n      invoiceTitle\n      invoiceTaxNumber\n      canRequestInvoice\n      invoiceRequest {\n        id\n        type\n        title\n        taxNumber\n        email\n        status\n        requestedAt\n        issuedAt\n        invoiceNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderDocumentsRequestInvoice($input: RequestInvoiceInput!) {\n    requestInvoice(input: $input) {\n      invoiceRequest {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OrderDocumentsRequestInvoice($input: RequestInvoiceInput!) {\n    requestInvoice(input: $input) {\n      invoiceRequest {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderReviewPage($id: ID!) {\n    order(id: $id) {\n      id\n      number\n      status\n      lines {\n        id\n        mpn\n        brandName\n        quantity\n      }\n    }\n    orderReview(orderId: $id) {\n      id\n      rating\n      content\n      photoUrls\n      anonymous\n      earnsPoints\n    }\n  }\n"): (typeof documents)["\n  query OrderReviewPage($id: ID!) {\n    order(id: $id) {\n      id\n      number\n      status\n      lines {\n        id\n        mpn\n        brandName\n        quantity\n      }\n    }\n    orderReview(orderId: $id) {\n      id\n      rating\n      content\n      photoUrls\n      anonymous\n      earnsPoints\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductReviewsList($productId: ID!, $first: Int, $after: String) {\n    productRating(productId: $productId) {\n      count\n      average\n    }\n    productReviews(productId: $productId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          rating\n          content\n          photoUrls\n          anonymous\n          authorName\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductReviewsList($productId: ID!, $first: Int, $after: String) {\n    productRating(productId: $productId) {\n      count\n      average\n    }\n    productReviews(productId: $productId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          rating\n          content\n          photoUrls\n          anonymous\n          authorName\n          createdAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutChoices {\n    myAddresses {\n      id\n      consignee\n      areaCode\n      phone\n      province\n      city\n      district\n      detail\n      isDefault\n    }\n    pickupPoints {\n      id\n      name\n      address\n    }\n    myPickupPersons {\n      id\n      name\n      phone\n    }\n    checkoutOptions {\n      pickupDates\n      timeSlots\n    }\n  }\n"): (typeof documents)["\n  query CheckoutChoices {\n    myAddresses {\n      id\n      consignee\n      areaCode\n      phone\n      province\n      city\n      district\n      detail\n      isDefault\n    }\n    pickupPoints {\n      id\n      name\n      address\n    }\n    myPickupPersons {\n      id\n      name\n      phone\n    }\n    checkoutOptions {\n      pickupDates\n      timeSlots\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutQuote($deliveryMethod: DeliveryMethod!, $source: CheckoutSourceInput) {\n    checkoutQuote(deliveryMethod: $deliveryMethod, source: $source) {\n      itemsFen\n      memberDiscountFen\n      couponDeductionFen\n      pointsDeductionFen\n      freightFen\n      payableFen\n      lines {\n        productId\n        mpn\n        brandName\n        quantity\n        unitPriceMilli\n        lineTotalFen\n        problem {\n          code\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutQuote($deliveryMethod: DeliveryMethod!, $source: CheckoutSourceInput) {\n    checkoutQuote(deliveryMethod: $deliveryMethod, source: $source) {\n      itemsFen\n      memberDiscountFen\n      couponDeductionFen\n      pointsDeductionFen\n      freightFen\n      payableFen\n      lines {\n        productId\n        mpn\n        brandName\n        quantity\n        unitPriceMilli\n        lineTotalFen\n        problem {\n          code\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        number\n        status\n      }\n      userErrors {\n        code\n        message\n        field\n        lineIds\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        number\n        status\n      }\n      userErrors {\n        code\n        message\n        field\n        lineIds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderSummary_order on Order {\n    id\n    number\n    status\n    createdAt\n    expiresAt\n    payableFen\n    availableActions\n    lines {\n      id\n      mpn\n      brandName\n      quantity\n      unitPriceMilli\n      lineTotalFen\n    }\n  }\n"): (typeof documents)["\n  fragment OrderSummary_order on Order {\n    id\n    number\n    status\n    createdAt\n    expiresAt\n    payableFen\n    availableActions\n    lines {\n      id\n      mpn\n      brandName\n      quantity\n      unitPriceMilli\n      lineTotalFen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($tab: OrderTab) {\n    myOrders(tab: $tab, first: 50) {\n      totalCount\n      edges {\n        node {\n          ...OrderSummary_order\n        }\n      }\n    }\n    orderTabCounts {\n      all\n      pendingPayment\n      pendingShipment\n      pendingReceipt\n      pendingReview\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($tab: OrderTab) {\n    myOrders(tab: $tab, first: 50) {\n      totalCount\n      edges {\n        node {\n          ...OrderSummary_order\n        }\n      }\n    }\n    orderTabCounts {\n      all\n      pendingPayment\n      pendingShipment\n      pendingReceipt\n      pendingReview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderDetail($id: ID!) {\n    order(id: $id) {\n      ...OrderSummary_order\n      itemsFen\n      memberDiscountFen\n      couponDeductionFen\n      pointsDeductionFen\n      freightFen\n      paidFen\n      paymentMethod\n      paidAt\n      remark\n      invoiceType\n      invoiceTitle\n      invoiceTaxNumber\n      deliveryMethod\n      cancelReason\n      carrier\n      waybillNumber\n      shippedAt\n      receivedAt\n      autoConfirmAt\n      address {\n        consignee\n        areaCode\n        phone\n        province\n        city\n        district\n        detail\n      }\n      pickup {\n        pointName\n        pointAddress\n        date\n        timeSlot\n        personName\n        personPhone\n      }\n      events {\n        id\n        kind\n        at\n        action\n        toStatus\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderDetail($id: ID!) {\n    order(id: $id) {\n      ...OrderSummary_order\n      itemsFen\n      memberDiscountFen\n      couponDeductionFen\n      pointsDeductionFen\n      freightFen\n      paidFen\n      paymentMethod\n      paidAt\n      remark\n      invoiceType\n      invoiceTitle\n      invoiceTaxNumber\n      deliveryMethod\n      cancelReason\n      carrier\n      waybillNumber\n      shippedAt\n      receivedAt\n      autoConfirmAt\n      address {\n        consignee\n        areaCode\n        phone\n        province\n        city\n        district\n        detail\n      }\n      pickup {\n        pointName\n        pointAddress\n        date\n        timeSlot\n        personName\n        personPhone\n      }\n      events {\n        id\n        kind\n        at\n        action\n        toStatus\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOrder($input: OrderIdInput!) {\n    deleteOrder(input: $input) {\n      deletedOrderId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteOrder($input: OrderIdInput!) {\n    deleteOrder(input: $input) {\n      deletedOrderId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemindToShip($input: OrderIdInput!) {\n    remindToShip(input: $input) {\n      order {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemindToShip($input: OrderIdInput!) {\n    remindToShip(input: $input) {\n      order {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmReceipt($input: OrderIdInput!) {\n    confirmReceipt(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmReceipt($input: OrderIdInput!) {\n    confirmReceipt(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuyAgain($input: OrderIdInput!) {\n    buyAgain(input: $input) {\n      addedCount\n      skippedCount\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BuyAgain($input: OrderIdInput!) {\n    buyAgain(input: $input) {\n      addedCount\n      skippedCount\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayOrderWithBalance($input: PayOrderWithBalanceInput!) {\n    payOrderWithBalance(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PayOrderWithBalance($input: PayOrderWithBalanceInput!) {\n    payOrderWithBalance(input: $input) {\n      order {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderStatusChanged {\n    orderStatusChanged {\n      orderId\n      status\n    }\n  }\n"): (typeof documents)["\n  subscription OrderStatusChanged {\n    orderStatusChanged {\n      orderId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBalance {\n    myBalanceFen\n  }\n"): (typeof documents)["\n  query MyBalance {\n    myBalanceFen\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cashier($orderId: ID!) {\n    cashier(orderId: $orderId) {\n      orderId\n      orderNumber\n      payableFen\n      expiresAt\n      onlineMethods\n    }\n    myRemittance(orderId: $orderId) {\n      id\n      status\n      rejectReason\n    }\n  }\n"): (typeof documents)["\n  query Cashier($orderId: ID!) {\n    cashier(orderId: $orderId) {\n      orderId\n      orderNumber\n      payableFen\n      expiresAt\n      onlineMethods\n    }\n    myRemittance(orderId: $orderId) {\n      id\n      status\n      rejectReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FriendPayOrder($token: String!) {\n    friendPayOrder(token: $token) {\n      orderId\n      orderNumber\n      payableFen\n      expiresAt\n      onlineMethods\n    }\n  }\n"): (typeof documents)["\n  query FriendPayOrder($token: String!) {\n    friendPayOrder(token: $token) {\n      orderId\n      orderNumber\n      payableFen\n      expiresAt\n      onlineMethods\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentResult($orderId: ID!) {\n    paymentResult(orderId: $orderId) {\n      status\n      method\n      amountFen\n      reason\n    }\n  }\n"): (typeof documents)["\n  query PaymentResult($orderId: ID!) {\n    paymentResult(orderId: $orderId) {\n      status\n      method\n      amountFen\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePayment($input: CreatePaymentInput!) {\n    createPayment(input: $input) {\n      payment {\n        orderId\n        payUrl\n        qrCodeSvg\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePayment($input: CreatePaymentInput!) {\n    createPayment(input: $input) {\n      payment {\n        orderId\n        payUrl\n        qrCodeSvg\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFriendPayLink($input: CreateFriendPayLinkInput!) {\n    createFriendPayLink(input: $input) {\n      link {\n        path\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFriendPayLink($input: CreateFriendPayLinkInput!) {\n    createFriendPayLink(input: $input) {\n      link {\n        path\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderQuantityPanel_product on Product {\n    id\n    moq\n    orderIncrement\n    stock\n    purchaseLimit\n    priceBreaks {\n      minQty\n      unitPriceMilli\n      ...PriceBreakTable_priceBreak\n    }\n  }\n"): (typeof documents)["\n  fragment OrderQuantityPanel_product on Product {\n    id\n    moq\n    orderIncrement\n    stock\n    purchaseLimit\n    priceBreaks {\n      minQty\n      unitPriceMilli\n      ...PriceBreakTable_priceBreak\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ParametersTable_productParameter on ProductParameter {\n    name\n    value\n  }\n"): (typeof documents)["\n  fragment ParametersTable_productParameter on ProductParameter {\n    name\n    value\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PriceBreakTable_priceBreak on PriceBreak {\n    minQty\n    unitPriceMilli\n  }\n"): (typeof documents)["\n  fragment PriceBreakTable_priceBreak on PriceBreak {\n    minQty\n    unitPriceMilli\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductDetail_product on Product {\n    id\n    mpn\n    manufacturer {\n      id\n      name\n      country\n    }\n    category {\n      id\n      name\n    }\n    package\n    material\n    description\n    parameters {\n      ...ParametersTable_productParameter\n    }\n    leadTimeDays\n    listPriceMilli\n    stock\n    moq\n    orderIncrement\n    batchNumber\n    purchaseLimit\n    ...OrderQuantityPanel_product\n    datasheetUrl\n    imageUrl\n    status\n    isFavourite\n  }\n"): (typeof documents)["\n  fragment ProductDetail_product on Product {\n    id\n    mpn\n    manufacturer {\n      id\n      name\n      country\n    }\n    category {\n      id\n      name\n    }\n    package\n    material\n    description\n    parameters {\n      ...ParametersTable_productParameter\n    }\n    leadTimeDays\n    listPriceMilli\n    stock\n    moq\n    orderIncrement\n    batchNumber\n    purchaseLimit\n    ...OrderQuantityPanel_product\n    datasheetUrl\n    imageUrl\n    status\n    isFavourite\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileFields_viewer on Viewer {\n    id\n    displayName\n    vip\n    nickName\n    avatarUrl\n    gender\n    birthday\n    location\n    firstName\n    lastName\n    companyName\n    companyPosition\n    email\n    phone\n    inviteCode\n    wechatBound\n  }\n"): (typeof documents)["\n  fragment ProfileFields_viewer on Viewer {\n    id\n    displayName\n    vip\n    nickName\n    avatarUrl\n    gender\n    birthday\n    location\n    firstName\n    lastName\n    companyName\n    companyPosition\n    email\n    phone\n    inviteCode\n    wechatBound\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePage {\n    me {\n      ...ProfileFields_viewer\n    }\n  }\n"): (typeof documents)["\n  query ProfilePage {\n    me {\n      ...ProfileFields_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      viewer {\n        ...ProfileFields_viewer\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      viewer {\n        ...ProfileFields_viewer\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($query: String!, $first: Int!) {\n    searchSuggestions(query: $query, first: $first) {\n      kind\n      text\n      productId\n      brandId\n      categoryId\n    }\n  }\n"): (typeof documents)["\n  query SearchSuggestions($query: String!, $first: Int!) {\n    searchSuggestions(query: $query, first: $first) {\n      kind\n      text\n      productId\n      brandId\n      categoryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DidYouMean($query: String!, $first: Int!) {\n    searchSuggestions(query: $query, first: $first) {\n      kind\n      text\n      productId\n      brandId\n      categoryId\n    }\n  }\n"): (typeof documents)["\n  query DidYouMean($query: String!, $first: Int!) {\n    searchSuggestions(query: $query, first: $first) {\n      kind\n      text\n      productId\n      brandId\n      categoryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySearchHistory {\n    mySearchHistory\n  }\n"): (typeof documents)["\n  query MySearchHistory {\n    mySearchHistory\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordSearch($query: String!) {\n    recordSearch(query: $query) {\n      recorded\n    }\n  }\n"): (typeof documents)["\n  mutation RecordSearch($query: String!) {\n    recordSearch(query: $query) {\n      recorded\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearSearchHistory {\n    clearSearchHistory {\n      clearedCount\n    }\n  }\n"): (typeof documents)["\n  mutation ClearSearchHistory {\n    clearSearchHistory {\n      clearedCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAccountCancellation($input: RequestAccountCancellationInput!) {\n    requestAccountCancellation(input: $input) {\n      request {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestAccountCancellation($input: RequestAccountCancellationInput!) {\n    requestAccountCancellation(input: $input) {\n      request {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawAccountCancellation($id: ID!) {\n    withdrawAccountCancellation(id: $id) {\n      request {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawAccountCancellation($id: ID!) {\n    withdrawAccountCancellation(id: $id) {\n      request {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BindAccountAddress($input: BindAccountAddressInput!) {\n    bindAccountAddress(input: $input) {\n      viewer {\n        id\n        email\n        phone\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BindAccountAddress($input: BindAccountAddressInput!) {\n    bindAccountAddress(input: $input) {\n      viewer {\n        id\n        email\n        phone\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      done\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      done\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPaymentPassword($input: SetPaymentPasswordInput!) {\n    setPaymentPassword(input: $input) {\n      done\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetPaymentPassword($input: SetPaymentPasswordInput!) {\n    setPaymentPassword(input: $input) {\n      done\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePaymentPassword($input: ChangePaymentPasswordInput!) {\n    changePaymentPassword(input: $input) {\n      done\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePaymentPassword($input: ChangePaymentPasswordInput!) {\n    changePaymentPassword(input: $input) {\n      done\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPaymentPassword($input: ResetPaymentPasswordInput!) {\n    resetPaymentPassword(input: $input) {\n      done\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPaymentPassword($input: ResetPaymentPasswordInput!) {\n    resetPaymentPassword(input: $input) {\n      done\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PreferencesSection_preferences on Preferences {\n    locale\n    notifyOrderUpdates\n    notifyPromotions\n    notifyMessages\n    personalisedRecommendations\n  }\n"): (typeof documents)["\n  fragment PreferencesSection_preferences on Preferences {\n    locale\n    notifyOrderUpdates\n    notifyPromotions\n    notifyMessages\n    personalisedRecommendations\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePreferences($input: UpdatePreferencesInput!) {\n    updatePreferences(input: $input) {\n      preferences {\n        ...PreferencesSection_preferences\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePreferences($input: UpdatePreferencesInput!) {\n    updatePreferences(input: $input) {\n      preferences {\n        ...PreferencesSection_preferences\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyRealName($input: VerifyRealNameInput!) {\n    verifyRealName(input: $input) {\n      accountSecurity {\n        realName\n        idNumber\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyRealName($input: VerifyRealNameInput!) {\n    verifyRealName(input: $input) {\n      accountSecurity {\n        realName\n        idNumber\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedLocale {\n    myPreferences {\n      locale\n    }\n  }\n"): (typeof documents)["\n  query SavedLocale {\n    myPreferences {\n      locale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServicesOptions {\n    serviceOptions {\n      pcbLayers\n      pcbThicknessesMm\n      pcbCopperWeightsOz\n      pcbMinDimensionMm\n      pcbMaxDimensionMm\n      pcbMaxQuantity\n      aluminiumMaxLayers\n      assemblyMaxBoards\n      assemblyMaxSmtJoints\n      assemblyMaxThtJoints\n      customMaxQuantity\n      customDescriptionMinChars\n      customDescriptionMaxChars\n    }\n  }\n"): (typeof documents)["\n  query ServicesOptions {\n    serviceOptions {\n      pcbLayers\n      pcbThicknessesMm\n      pcbCopperWeightsOz\n      pcbMinDimensionMm\n      pcbMaxDimensionMm\n      pcbMaxQuantity\n      aluminiumMaxLayers\n      assemblyMaxBoards\n      assemblyMaxSmtJoints\n      assemblyMaxThtJoints\n      customMaxQuantity\n      customDescriptionMinChars\n      customDescriptionMaxChars\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServicesPcbQuote($spec: PcbSpecInput!) {\n    pcbQuote(spec: $spec) {\n      quote {\n        setupFen\n        boardsFen\n        totalFen\n        quantityBreakPerMille\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  query ServicesPcbQuote($spec: PcbSpecInput!) {\n    pcbQuote(spec: $spec) {\n      quote {\n        setupFen\n        boardsFen\n        totalFen\n        quantityBreakPerMille\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServicesAssemblyQuote($spec: AssemblySpecInput!) {\n    assemblyQuote(spec: $spec) {\n      quote {\n        setupFen\n        jointsFen\n        totalFen\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  query ServicesAssemblyQuote($spec: AssemblySpecInput!) {\n    assemblyQuote(spec: $spec) {\n      quote {\n        setupFen\n        jointsFen\n        totalFen\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServicesBomProjects {\n    myBomProjects {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ServicesBomProjects {\n    myBomProjects {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ServicesSubmitPcb($input: SubmitPcbRequestInput!) {\n    submitPcbRequest(input: $input) {\n      inquiry {\n        id\n        number\n      }\n      serviceRequest {\n        id\n        ...ServiceRequestSummary_serviceRequest\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ServicesSubmitPcb($input: SubmitPcbRequestInput!) {\n    submitPcbRequest(input: $input) {\n      inquiry {\n        id\n        number\n      }\n      serviceRequest {\n        id\n        ...ServiceRequestSummary_serviceRequest\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ServicesSubmitAssembly($input: SubmitAssemblyRequestInput!) {\n    submitAssemblyRequest(input: $input) {\n      inquiry {\n        id\n        number\n      }\n      serviceRequest {\n        id\n        ...ServiceRequestSummary_serviceRequest\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ServicesSubmitAssembly($input: SubmitAssemblyRequestInput!) {\n    submitAssemblyRequest(input: $input) {\n      inquiry {\n        id\n        number\n      }\n      serviceRequest {\n        id\n        ...ServiceRequestSummary_serviceRequest\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ServicesSubmitCustom($input: SubmitCustomRequestInput!) {\n    submitCustomRequest(input: $input) {\n      inquiry {\n        id\n        number\n      }\n      serviceRequest {\n        id\n        ...ServiceRequestSummary_serviceRequest\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ServicesSubmitCustom($input: SubmitCustomRequestInput!) {\n    submitCustomRequest(input: $input) {\n      inquiry {\n        id\n        number\n      }\n      serviceRequest {\n        id\n        ...ServiceRequestSummary_serviceRequest\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminServicesFormula {\n    servicePriceFormula {\n      pcb {\n        setupFen\n        layerBands {\n          maxLayers\n          fenPerSquareMetre\n        }\n        thickness {\n          option\n          perMille\n        }\n        material {\n          option\n          perMille\n        }\n        surfaceFinish {\n          option\n          perMille\n        }\n        copperWeight {\n          option\n          perMille\n        }\n        solderMaskColour {\n          option\n          perMille\n        }\n        quantityBreaks {\n          minQuantity\n          perMille\n        }\n      }\n      assembly {\n        setupFen\n        fenPerThousandSmtJoints\n        fenPerThousandThtJoints\n        doubleSidedPerMille\n      }\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminServicesFormula {\n    servicePriceFormula {\n      pcb {\n        setupFen\n        layerBands {\n          maxLayers\n          fenPerSquareMetre\n        }\n        thickness {\n          option\n          perMille\n        }\n        material {\n          option\n          perMille\n        }\n        surfaceFinish {\n          option\n          perMille\n        }\n        copperWeight {\n          option\n          perMille\n        }\n        solderMaskColour {\n          option\n          perMille\n        }\n        quantityBreaks {\n          minQuantity\n          perMille\n        }\n      }\n      assembly {\n        setupFen\n        fenPerThousandSmtJoints\n        fenPerThousandThtJoints\n        doubleSidedPerMille\n      }\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminServicesUpdateFormula($input: UpdateServicePriceFormulaInput!) {\n    updateServicePriceFormula(input: $input) {\n      formula {\n        updatedAt\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminServicesUpdateFormula($input: UpdateServicePriceFormulaInput!) {\n    updateServicePriceFormula(input: $input) {\n      formula {\n        updatedAt\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceRequestSummary_serviceRequest on ServiceRequest {\n    id\n    kind\n    indicativePriceFen\n    pcb {\n      layers\n      widthMm\n      heightMm\n      quantity\n      thicknessMm\n      material\n      surfaceFinish\n      solderMaskColour\n      silkscreenColour\n      copperWeightOz\n    }\n    assembly {\n      boards\n      smtJoints\n      thtJoints\n      sides\n      bomProjectId\n      bomProjectName\n    }\n    custom {\n      description\n      quantity\n      budgetFen\n    }\n  }\n"): (typeof documents)["\n  fragment ServiceRequestSummary_serviceRequest on ServiceRequest {\n    id\n    kind\n    indicativePriceFen\n    pcb {\n      layers\n      widthMm\n      heightMm\n      quantity\n      thicknessMm\n      material\n      surfaceFinish\n      solderMaskColour\n      silkscreenColour\n      copperWeightOz\n    }\n    assembly {\n      boards\n      smtJoints\n      thtJoints\n      sides\n      bomProjectId\n      bomProjectName\n    }\n    custom {\n      description\n      quantity\n      budgetFen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser_viewer on Viewer {\n    id\n    displayName\n    vip\n  }\n"): (typeof documents)["\n  fragment SessionUser_viewer on Viewer {\n    id\n    displayName\n    vip\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      loggedOut\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      loggedOut\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionUser {\n    me {\n      ...SessionUser_viewer\n    }\n  }\n"): (typeof documents)["\n  query SessionUser {\n    me {\n      ...SessionUser_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffPermissions {\n    me {\n      id\n      permissions\n    }\n  }\n"): (typeof documents)["\n  query StaffPermissions {\n    me {\n      id\n      permissions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SpecialTopic_topic on SpecialTopic {\n    slug\n    title\n    description\n    partCount\n    parts {\n      id\n      ...ProductCard_product\n    }\n  }\n"): (typeof documents)["\n  fragment SpecialTopic_topic on SpecialTopic {\n    slug\n    title\n    description\n    partCount\n    parts {\n      id\n      ...ProductCard_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnnouncementDetail($id: ID!) {\n    announcement(id: $id) {\n      id\n      title\n      bodyHtml\n      publishedAt\n    }\n  }\n"): (typeof documents)["\n  query AnnouncementDetail($id: ID!) {\n    announcement(id: $id) {\n      id\n      title\n      bodyHtml\n      publishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnnouncementList {\n    announcementList(first: 100) {\n      totalCount\n      items {\n        id\n        title\n        body\n        publishedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnnouncementList {\n    announcementList(first: 100) {\n      totalCount\n      items {\n        id\n        title\n        body\n        publishedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GoodsDetail($id: ID!) {\n    product(id: $id) {\n      id\n      mpn\n      ...ProductDetail_product\n    }\n  }\n"): (typeof documents)["\n  query GoodsDetail($id: ID!) {\n    product(id: $id) {\n      id\n      mpn\n      ...ProductDetail_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GoodsList($first: Int!, $after: String, $filter: ProductFilter, $sort: ProductSort, $facetValues: Int) {\n    products(first: $first, after: $after, filter: $filter, sort: $sort) {\n      totalCount\n      totalCountCapped\n      facets(valuesFirst: $facetValues) {\n        ...ParameterFacets_facet\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          moq\n          stock\n          status\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GoodsList($first: Int!, $after: String, $filter: ProductFilter, $sort: ProductSort, $facetValues: Int) {\n    products(first: $first, after: $after, filter: $filter, sort: $sort) {\n      totalCount\n      totalCountCapped\n      facets(valuesFirst: $facetValues) {\n        ...ParameterFacets_facet\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          moq\n          stock\n          status\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleList {\n    articles(first: 100) {\n      totalCount\n      items {\n        id\n        title\n        summary\n        body\n        publishedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArticleList {\n    articles(first: 100) {\n      totalCount\n      items {\n        id\n        title\n        summary\n        body\n        publishedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleDetail($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      bodyHtml\n      publishedAt\n    }\n  }\n"): (typeof documents)["\n  query ArticleDetail($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      bodyHtml\n      publishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeBrandDetails($id: ID!, $first: Int!, $after: String) {\n    brand(id: $id) {\n      id\n      name\n      ...BrandProfile_brand\n    }\n    products(first: $first, after: $after, filter: { brandId: $id }) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeBrandDetails($id: ID!, $first: Int!, $after: String) {\n    brand(id: $id) {\n      id\n      name\n      ...BrandProfile_brand\n    }\n    products(first: $first, after: $after, filter: { brandId: $id }) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeBrand {\n    brands {\n      id\n      ...BrandDirectory_brand\n    }\n  }\n"): (typeof documents)["\n  query HomeBrand {\n    brands {\n      id\n      ...BrandDirectory_brand\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpCentre($category: FaqCategory, $search: String) {\n    faqs(category: $category, search: $search) {\n      id\n      title\n      body\n      category\n    }\n  }\n"): (typeof documents)["\n  query HelpCentre($category: FaqCategory, $search: String) {\n    faqs(category: $category, search: $search) {\n      id\n      title\n      body\n      category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFeedback {\n    myFeedback {\n      id\n      type\n      content\n      contact\n      screenshotUrls\n      createdAt\n      reply\n      repliedAt\n    }\n  }\n"): (typeof documents)["\n  query MyFeedback {\n    myFeedback {\n      id\n      type\n      content\n      contact\n      screenshotUrls\n      createdAt\n      reply\n      repliedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpEntry($id: ID!) {\n    faq(id: $id) {\n      id\n      title\n      bodyHtml\n    }\n  }\n"): (typeof documents)["\n  query HelpEntry($id: ID!) {\n    faq(id: $id) {\n      id\n      title\n      bodyHtml\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationAgreement {\n    registrationAgreement {\n      id\n      title\n      bodyHtml\n      publishedAt\n    }\n  }\n"): (typeof documents)["\n  query RegistrationAgreement {\n    registrationAgreement {\n      id\n      title\n      bodyHtml\n      publishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandHallPage {\n    brands {\n      id\n      ...BrandHall_brand\n    }\n  }\n"): (typeof documents)["\n  query BrandHallPage {\n    brands {\n      id\n      ...BrandHall_brand\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpecialTopicsPage {\n    specialTopics {\n      slug\n      ...SpecialTopic_topic\n    }\n  }\n"): (typeof documents)["\n  query SpecialTopicsPage {\n    specialTopics {\n      slug\n      ...SpecialTopic_topic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserAddressPage {\n    myAddresses {\n      id\n      ...AddressCard_address\n    }\n    deliveryCountries\n    myPickupPersons {\n      id\n      name\n      areaCode\n      phone\n    }\n    pickupPoints {\n      id\n      name\n      address\n      openingHours\n      phone\n    }\n  }\n"): (typeof documents)["\n  query UserAddressPage {\n    myAddresses {\n      id\n      ...AddressCard_address\n    }\n    deliveryCountries\n    myPickupPersons {\n      id\n      name\n      areaCode\n      phone\n    }\n    pickupPoints {\n      id\n      name\n      address\n      openingHours\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAddress($input: DeleteAddressInput!) {\n    deleteAddress(input: $input) {\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAddress($input: DeleteAddressInput!) {\n    deleteAddress(input: $input) {\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultAddress($input: SetDefaultAddressInput!) {\n    setDefaultAddress(input: $input) {\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetDefaultAddress($input: SetDefaultAddressInput!) {\n    setDefaultAddress(input: $input) {\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFavourites($first: Int!) {\n    myFavourites(first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyFavourites($first: Int!) {\n    myFavourites(first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFootprints($first: Int!) {\n    myFootprints(first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyFootprints($first: Int!) {\n    myFootprints(first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearFootprints {\n    clearFootprints {\n      clearedCount\n    }\n  }\n"): (typeof documents)["\n  mutation ClearFootprints {\n    clearFootprints {\n      clearedCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserSecurityPage {\n    me {\n      id\n      email\n      phone\n    }\n    accountSecurity {\n      hasPassword\n      hasPaymentPassword\n      paymentLockedUntil\n      realName\n      idNumber\n    }\n    myPreferences {\n      ...PreferencesSection_preferences\n    }\n    myAccountCancellation {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  query UserSecurityPage {\n    me {\n      id\n      email\n      phone\n    }\n    accountSecurity {\n      hasPassword\n      hasPaymentPassword\n      paymentLockedUntil\n      realName\n      idNumber\n    }\n    myPreferences {\n      ...PreferencesSection_preferences\n    }\n    myAccountCancellation {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserPage {\n    me {\n      id\n      permissions\n      ...ProfileSummary_viewer\n      ...InvitationCard_viewer\n    }\n  }\n"): (typeof documents)["\n  query UserPage {\n    me {\n      id\n      permissions\n      ...ProfileSummary_viewer\n      ...InvitationCard_viewer\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;