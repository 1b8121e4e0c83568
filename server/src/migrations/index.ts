// The list of migrations per database, oldest first. `pnpm --filter @circuitmart/server migration:create`
// writes a new file into each folder and appends it here.
import type { MigrationClass } from '../platform/db/orm.js';
import { Migration20261128080003_web_push_subscriptions as mysql20261128080003_web_push_subscriptions } from './mysql/Migration20261128080003_web_push_subscriptions.js';
import { Migration20261128075847_web_push_subscriptions as sqlite20261128075847_web_push_subscriptions } from './sqlite/Migration20261128075847_web_push_subscriptions.js';
import { Migration20261121232342_initial as sqlite20261121232342_initial } from './sqlite/Migration20261121232342_initial.js';
import { Migration20261122001005_accounts as sqlite20261122001005_accounts } from './sqlite/Migration20261122001005_accounts.js';
import { Migration20261122003000_product_search as sqlite20261122003000_product_search } from './sqlite/Migration20261122003000_product_search.js';
import { Migration20261122014721_profile as sqlite20261122014721_profile } from './sqlite/Migration20261122014721_profile.js';
import { Migration20261122014639_addresses as sqlite20261122014639_addresses } from './sqlite/Migration20261122014639_addresses.js';
import { Migration20261122014609_account_security as sqlite20261122014609_account_security } from './sqlite/Migration20261122014609_account_security.js';
import { Migration20261122014638_cart as sqlite20261122014638_cart } from './sqlite/Migration20261122014638_cart.js';
import { Migration20261122014651_messages as sqlite20261122014651_messages } from './sqlite/Migration20261122014651_messages.js';
import { Migration20261122021938_catalog_facets as sqlite20261122021938_catalog_facets } from './sqlite/Migration20261122021938_catalog_facets.js';
import { Migration20261122023418_content_pages as sqlite20261122023418_content_pages } from './sqlite/Migration20261122023418_content_pages.js';
import { Migration20261122023243_chat as sqlite20261122023243_chat } from './sqlite/Migration20261122023243_chat.js';
import { Migration20261122023315_orders as sqlite20261122023315_orders } from './sqlite/Migration20261122023315_orders.js';
import { Migration20261122025559_bom as sqlite20261122025559_bom } from './sqlite/Migration20261122025559_bom.js';
import { Migration20261122024226_payments as sqlite20261122024226_payments } from './sqlite/Migration20261122024226_payments.js';
import { Migration20261122024717_search_indexes as sqlite20261122024717_search_indexes } from './sqlite/Migration20261122024717_search_indexes.js';
import { Migration20261122042551_inquiry_quotes as sqlite20261122042551_inquiry_quotes } from './sqlite/Migration20261122042551_inquiry_quotes.js';
import { Migration20261122051049_service_requests as sqlite20261122051049_service_requests } from './sqlite/Migration20261122051049_service_requests.js';
import { Migration20261122043052_order_reviews_audit as sqlite20261122043052_order_reviews_audit } from './sqlite/Migration20261122043052_order_reviews_audit.js';
import { Migration20261122042803_facet_counts as sqlite20261122042803_facet_counts } from './sqlite/Migration20261122042803_facet_counts.js';
import { Migration20261122043328_order_documents as sqlite20261122043328_order_documents } from './sqlite/Migration20261122043328_order_documents.js';
import { Migration20261122043500_search_engine as sqlite20261122043500_search_engine } from './sqlite/Migration20261122043500_search_engine.js';
import { Migration20261122074600_catalog_version as sqlite20261122074600_catalog_version } from './sqlite/Migration20261122074600_catalog_version.js';
import { Migration20261122080644_product_filter_index as sqlite20261122080644_product_filter_index } from './sqlite/Migration20261122080644_product_filter_index.js';
import { Migration20261125093140_login_attempts as sqlite20261125093140_login_attempts } from './sqlite/Migration20261125093140_login_attempts.js';
import { Migration20261125093718_system_setting as sqlite20261125093718_system_setting } from './sqlite/Migration20261125093718_system_setting.js';
import { Migration20261125094320_provider_payments as sqlite20261125094320_provider_payments } from './sqlite/Migration20261125094320_provider_payments.js';
import { Migration20261125103420_flow_status_casing as sqlite20261125103420_flow_status_casing } from './sqlite/Migration20261125103420_flow_status_casing.js';
import { Migration20261125103859_wallet as sqlite20261125103859_wallet } from './sqlite/Migration20261125103859_wallet.js';
import { Migration20261125122348_refunds as sqlite20261125122348_refunds } from './sqlite/Migration20261125122348_refunds.js';
import { Migration20261125123518_after_sales as sqlite20261125123518_after_sales } from './sqlite/Migration20261125123518_after_sales.js';
import { Migration20261125152815_staff_audit as sqlite20261125152815_staff_audit } from './sqlite/Migration20261125152815_staff_audit.js';
import { Migration20261125153701_order_promotions as sqlite20261125153701_order_promotions } from './sqlite/Migration20261125153701_order_promotions.js';
import { Migration20261125154328_points_membership as sqlite20261125154328_points_membership } from './sqlite/Migration20261125154328_points_membership.js';
import { Migration20261125154347_coupons as sqlite20261125154347_coupons } from './sqlite/Migration20261125154347_coupons.js';
import { Migration20261125154131_invitations as sqlite20261125154131_invitations } from './sqlite/Migration20261125154131_invitations.js';
import { Migration20261127174035_staff_catalog as sqlite20261127174035_staff_catalog } from './sqlite/Migration20261127174035_staff_catalog.js';
import { Migration20261127174030_staff_people as sqlite20261127174030_staff_people } from './sqlite/Migration20261127174030_staff_people.js';
import { Migration20261127174127_dashboard_indexes as sqlite20261127174127_dashboard_indexes } from './sqlite/Migration20261127174127_dashboard_indexes.js';
import { Migration20261127175059_broadcasts as sqlite20261127175059_broadcasts } from './sqlite/Migration20261127175059_broadcasts.js';
import { Migration20261127182637_stock_ledger_catalog_import as sqlite20261127182637_stock_ledger_catalog_import } from './sqlite/Migration20261127182637_stock_ledger_catalog_import.js';
import { Migration20261127211205_activities as sqlite20261127211205_activities } from './sqlite/Migration20261127211205_activities.js';
import { Migration20261127211620_group_buys as sqlite20261127211620_group_buys } from './sqlite/Migration20261127211620_group_buys.js';
import { Migration20261127212057_bargains as sqlite20261127212057_bargains } from './sqlite/Migration20261127212057_bargains.js';
import { Migration20261127212809_flash_sales as sqlite20261127212809_flash_sales } from './sqlite/Migration20261127212809_flash_sales.js';
import { Migration20261127213001_membership_for_super_members as sqlite20261127213001_membership_for_super_members } from './sqlite/Migration20261127213001_membership_for_super_members.js';
import { Migration20261127214611_distributors as sqlite20261127214611_distributors } from './sqlite/Migration20261127214611_distributors.js';
import { Migration20261127214659_wallet_withdrawals as sqlite20261127214659_wallet_withdrawals } from './sqlite/Migration20261127214659_wallet_withdrawals.js';
import { Migration20261127214702_lucky_draws as sqlite20261127214702_lucky_draws } from './sqlite/Migration20261127214702_lucky_draws.js';
import { Migration20261128001326_coupon_entries as sqlite20261128001326_coupon_entries } from './sqlite/Migration20261128001326_coupon_entries.js';
import { Migration20261128002100_webhooks as sqlite20261128002100_webhooks } from './sqlite/Migration20261128002100_webhooks.js';
import { Migration20261128001747_top_ups as sqlite20261128001747_top_ups } from './sqlite/Migration20261128001747_top_ups.js';
import { Migration20261128002042_api_keys as sqlite20261128002042_api_keys } from './sqlite/Migration20261128002042_api_keys.js';
import { Migration20261128001312_points_prize_kind as sqlite20261128001312_points_prize_kind } from './sqlite/Migration20261128001312_points_prize_kind.js';
import { Migration20261128002126_bomCustomerReference as sqlite20261128002126_bomCustomerReference } from './sqlite/Migration20261128002126_bomCustomerReference.js';
import { Migration20261128001412_typed_parameters as sqlite20261128001412_typed_parameters } from './sqlite/Migration20261128001412_typed_parameters.js';
import { Migration20261128033616_notification_toggles as sqlite20261128033616_notification_toggles } from './sqlite/Migration20261128033616_notification_toggles.js';
import { Migration20261128033634_offer_updated_at as sqlite20261128033634_offer_updated_at } from './sqlite/Migration20261128033634_offer_updated_at.js';
import { Migration20261128033746_paid_blind_box_opens as sqlite20261128033746_paid_blind_box_opens } from './sqlite/Migration20261128033746_paid_blind_box_opens.js';
import { Migration20261128033621_bomQuotePricingAndShare as sqlite20261128033621_bomQuotePricingAndShare } from './sqlite/Migration20261128033621_bomQuotePricingAndShare.js';
import { Migration20261128073851_wechat_union_id as sqlite20261128073851_wechat_union_id } from './sqlite/Migration20261128073851_wechat_union_id.js';
import { Migration20261121232343_initial as mysql20261121232343_initial } from './mysql/Migration20261121232343_initial.js';
import { Migration20261122001005_accounts as mysql20261122001005_accounts } from './mysql/Migration20261122001005_accounts.js';
import { Migration20261122003000_product_search as mysql20261122003000_product_search } from './mysql/Migration20261122003000_product_search.js';
import { Migration20261122014724_profile as mysql20261122014724_profile } from './mysql/Migration20261122014724_profile.js';
import { Migration20261122014641_addresses as mysql20261122014641_addresses } from './mysql/Migration20261122014641_addresses.js';
import { Migration20261122014612_account_security as mysql20261122014612_account_security } from './mysql/Migration20261122014612_account_security.js';
import { Migration20261122014640_cart as mysql20261122014640_cart } from './mysql/Migration20261122014640_cart.js';
import { Migration20261122014654_messages as mysql20261122014654_messages } from './mysql/Migration20261122014654_messages.js';
import { Migration20261122021939_catalog_facets as mysql20261122021939_catalog_facets } from './mysql/Migration20261122021939_catalog_facets.js';
import { Migration20261122023424_content_pages as mysql20261122023424_content_pages } from './mysql/Migration20261122023424_content_pages.js';
import { Migration20261122023245_chat as mysql20261122023245_chat } from './mysql/Migration20261122023245_chat.js';
import { Migration20261122023316_orders as mysql20261122023316_orders } from './mysql/Migration20261122023316_orders.js';
import { Migration20261122025609_bom as mysql20261122025609_bom } from './mysql/Migration20261122025609_bom.js';
import { Migration20261122024231_payments as mysql20261122024231_payments } from './mysql/Migration20261122024231_payments.js';
import { Migration20261122024727_search_indexes as mysql20261122024727_search_indexes } from './mysql/Migration20261122024727_search_indexes.js';
import { Migration20261122042554_inquiry_quotes as mysql20261122042554_inquiry_quotes } from './mysql/Migration20261122042554_inquiry_quotes.js';
import { Migration20261122051111_service_requests as mysql20261122051111_service_requests } from './mysql/Migration20261122051111_service_requests.js';
import { Migration20261122043102_order_reviews_audit as mysql20261122043102_order_reviews_audit } from './mysql/Migration20261122043102_order_reviews_audit.js';
import { Migration20261122042818_facet_counts as mysql20261122042818_facet_counts } from './mysql/Migration20261122042818_facet_counts.js';
import { Migration20261122043340_order_documents as mysql20261122043340_order_documents } from './mysql/Migration20261122043340_order_documents.js';
import { Migration20261122043500_search_engine as mysql20261122043500_search_engine } from './mysql/Migration20261122043500_search_engine.js';
import { Migration20261122074600_catalog_version as mysql20261122074600_catalog_version } from './mysql/Migration20261122074600_catalog_version.js';
import { Migration20261122080646_product_filter_index as mysql20261122080646_product_filter_index } from './mysql/Migration20261122080646_product_filter_index.js';
import { Migration20261125093157_login_attempts as mysql20261125093157_login_attempts } from './mysql/Migration20261125093157_login_attempts.js';
import { Migration20261125093733_system_setting as mysql20261125093733_system_setting } from './mysql/Migration20261125093733_system_setting.js';
import { Migration20261125094340_provider_payments as mysql20261125094340_provider_payments } from './mysql/Migration20261125094340_provider_payments.js';
import { Migration20261125103427_flow_status_casing as mysql20261125103427_flow_status_casing } from './mysql/Migration20261125103427_flow_status_casing.js';
import { Migration20261125103906_wallet as mysql20261125103906_wallet } from './mysql/Migration20261125103906_wallet.js';
import { Migration20261125122350_refunds as mysql20261125122350_refunds } from './mysql/Migration20261125122350_refunds.js';
import { Migration20261125123533_after_sales as mysql20261125123533_after_sales } from './mysql/Migration20261125123533_after_sales.js';
import { Migration20261125152817_staff_audit as mysql20261125152817_staff_audit } from './mysql/Migration20261125152817_staff_audit.js';
import { Migration20261125153705_order_promotions as mysql20261125153705_order_promotions } from './mysql/Migration20261125153705_order_promotions.js';
import { Migration20261125154332_points_membership as mysql20261125154332_points_membership } from './mysql/Migration20261125154332_points_membership.js';
import { Migration20261125154406_coupons as mysql20261125154406_coupons } from './mysql/Migration20261125154406_coupons.js';
import { Migration20261125154154_invitations as mysql20261125154154_invitations } from './mysql/Migration20261125154154_invitations.js';
import { Migration20261127174111_staff_catalog as mysql20261127174111_staff_catalog } from './mysql/Migration20261127174111_staff_catalog.js';
import { Migration20261127174107_staff_people as mysql20261127174107_staff_people } from './mysql/Migration20261127174107_staff_people.js';
import { Migration20261127174159_dashboard_indexes as mysql20261127174159_dashboard_indexes } from './mysql/Migration20261127174159_dashboard_indexes.js';
import { Migration20261127175121_broadcasts as mysql20261127175121_broadcasts } from './mysql/Migration20261127175121_broadcasts.js';
import { Migration20261127182706_stock_ledger_catalog_import as mysql20261127182706_stock_ledger_catalog_import } from './mysql/Migration20261127182706_stock_ledger_catalog_import.js';
import { Migration20261127211207_activities as mysql20261127211207_activities } from './mysql/Migration20261127211207_activities.js';
import { Migration20261127211630_group_buys as mysql20261127211630_group_buys } from './mysql/Migration20261127211630_group_buys.js';
import { Migration20261127212119_bargains as mysql20261127212119_bargains } from './mysql/Migration20261127212119_bargains.js';
import { Migration20261127212833_flash_sales as mysql20261127212833_flash_sales } from './mysql/Migration20261127212833_flash_sales.js';
import { Migration20261127213005_membership_for_super_members as mysql20261127213005_membership_for_super_members } from './mysql/Migration20261127213005_membership_for_super_members.js';
import { Migration20261127214636_distributors as mysql20261127214636_distributors } from './mysql/Migration20261127214636_distributors.js';
import { Migration20261127214722_wallet_withdrawals as mysql20261127214722_wallet_withdrawals } from './mysql/Migration20261127214722_wallet_withdrawals.js';
import { Migration20261127214724_lucky_draws as mysql20261127214724_lucky_draws } from './mysql/Migration20261127214724_lucky_draws.js';
import { Migration20261128001328_coupon_entries as mysql20261128001328_coupon_entries } from './mysql/Migration20261128001328_coupon_entries.js';
import { Migration20261128002126_webhooks as mysql20261128002126_webhooks } from './mysql/Migration20261128002126_webhooks.js';
import { Migration20261128001817_top_ups as mysql20261128001817_top_ups } from './mysql/Migration20261128001817_top_ups.js';
import { Migration20261128002113_api_keys as mysql20261128002113_api_keys } from './mysql/Migration20261128002113_api_keys.js';
import { Migration20261128001315_points_prize_kind as mysql20261128001315_points_prize_kind } from './mysql/Migration20261128001315_points_prize_kind.js';
import { Migration20261128002148_bomCustomerReference as mysql20261128002148_bomCustomerReference } from './mysql/Migration20261128002148_bomCustomerReference.js';
import { Migration20261128001439_typed_parameters as mysql20261128001439_typed_parameters } from './mysql/Migration20261128001439_typed_parameters.js';
import { Migration20261128033646_notification_toggles as mysql20261128033646_notification_toggles } from './mysql/Migration20261128033646_notification_toggles.js';
import { Migration20261128033700_offer_updated_at as mysql20261128033700_offer_updated_at } from './mysql/Migration20261128033700_offer_updated_at.js';
import { Migration20261128033821_paid_blind_box_opens as mysql20261128033821_paid_blind_box_opens } from './mysql/Migration20261128033821_paid_blind_box_opens.js';
import { Migration20261128033649_bomQuotePricingAndShare as mysql20261128033649_bomQuotePricingAndShare } from './mysql/Migration20261128033649_bomQuotePricingAndShare.js';
import { Migration20261128073947_wechat_union_id as mysql20261128073947_wechat_union_id } from './mysql/Migration20261128073947_wechat_union_id.js';

export const sqliteMigrations: MigrationClass[] = [
  sqlite20261121232342_initial,
  sqlite20261122001005_accounts,
  sqlite20261122003000_product_search,
  sqlite20261122014721_profile,
  sqlite20261122014639_addresses,
  sqlite20261122014609_account_security,
  sqlite20261122014638_cart,
  sqlite20261122014651_messages,
  sqlite20261122021938_catalog_facets,
  sqlite20261122023418_content_pages,
  sqlite20261122023243_chat,
  sqlite20261122023315_orders,
  sqlite20261122025559_bom,
  sqlite20261122024226_payments,
  sqlite20261122024717_search_indexes,
  sqlite20261122042551_inquiry_quotes,
  sqlite20261122051049_service_requests,
  sqlite20261122043052_order_reviews_audit,
  sqlite20261122042803_facet_counts,
  sqlite20261122043328_order_documents,
  sqlite20261122043500_search_engine,
  sqlite20261122074600_catalog_version,
  sqlite20261122080644_product_filter_index,
  sqlite20261125093140_login_attempts,
  sqlite20261125093718_system_setting,
  sqlite20261125094320_provider_payments,
  sqlite20261125103420_flow_status_casing,
  sqlite20261125103859_wallet,
  sqlite20261125122348_refunds,
  sqlite20261125123518_after_sales,
  sqlite20261125152815_staff_audit,
  sqlite20261125153701_order_promotions,
  sqlite20261125154328_points_membership,
  sqlite20261125154347_coupons,
  sqlite20261125154131_invitations,
  sqlite20261127174035_staff_catalog,
  sqlite20261127174030_staff_people,
  sqlite20261127174127_dashboard_indexes,
  sqlite20261127175059_broadcasts,
  sqlite20261127182637_stock_ledger_catalog_import,
  sqlite20261127211205_activities,
  sqlite20261127211620_group_buys,
  sqlite20261127212057_bargains,
  sqlite20261127212809_flash_sales,
  sqlite20261127213001_membership_for_super_members,
  sqlite20261127214611_distributors,
  sqlite20261127214659_wallet_withdrawals,
  sqlite20261127214702_lucky_draws,
  sqlite20261128001326_coupon_entries,
  sqlite20261128002100_webhooks,
  sqlite20261128001747_top_ups,
  sqlite20261128002042_api_keys,
  sqlite20261128001312_points_prize_kind,
  sqlite20261128002126_bomCustomerReference,
  sqlite20261128001412_typed_parameters,
  sqlite20261128033616_notification_toggles,
  sqlite20261128033634_offer_updated_at,
  sqlite20261128033746_paid_blind_box_opens,
  sqlite20261128033621_bomQuotePricingAndShare,
  sqlite20261128075847_web_push_subscriptions,
  sqlite20261128073851_wechat_union_id,
];

export const mysqlMigrations: MigrationClass[] = [
  mysql20261121232343_initial,
  mysql20261122001005_accounts,
  mysql20261122003000_product_search,
  mysql20261122014724_profile,
  mysql20261122014641_addresses,
  mysql20261122014612_account_security,
  mysql20261122014640_cart,
  mysql20261122014654_messages,
  mysql20261122021939_catalog_facets,
  mysql20261122023424_content_pages,
  mysql20261122023245_chat,
  mysql20261122023316_orders,
  mysql20261122025609_bom,
  mysql20261122024231_payments,
  mysql20261122024727_search_indexes,
  mysql20261122042554_inquiry_quotes,
  mysql20261122051111_service_requests,
  mysql20261122043102_order_reviews_audit,
  mysql20261122042818_facet_counts,
  mysql20261122043340_order_documents,
  mysql20261122043500_search_engine,
  mysql20261122074600_catalog_version,
  mysql20261122080646_product_filter_index,
  mysql20261125093157_login_attempts,
  mysql20261125093733_system_setting,
  mysql20261125094340_provider_payments,
  mysql20261125103427_flow_status_casing,
  mysql20261125103906_wallet,
  mysql20261125122350_refunds,
  mysql20261125123533_after_sales,
  mysql20261125152817_staff_audit,
  mysql20261125153705_order_promotions,
  mysql20261125154332_points_membership,
  mysql20261125154406_coupons,
  mysql20261125154154_invitations,
  mysql20261127174111_staff_catalog,
  mysql20261127174107_staff_people,
  mysql20261127174159_dashboard_indexes,
  mysql20261127175121_broadcasts,
  mysql20261127182706_stock_ledger_catalog_import,
  mysql20261127211207_activities,
  mysql20261127211630_group_buys,
  mysql20261127212119_bargains,
  mysql20261127212833_flash_sales,
  mysql20261127213005_membership_for_super_members,
  mysql20261127214636_distributors,
  mysql20261127214722_wallet_withdrawals,
  mysql20261127214724_lucky_draws,
  mysql20261128001328_coupon_entries,
  mysql20261128002126_webhooks,
  mysql20261128001817_top_ups,
  mysql20261128002113_api_keys,
  mysql20261128001315_points_prize_kind,
  mysql20261128002148_bomCustomerReference,
  mysql20261128001439_typed_parameters,
  mysql20261128033646_notification_toggles,
  mysql20261128033700_offer_updated_at,
  mysql20261128033821_paid_blind_box_opens,
  mysql20261128033649_bomQuotePricingAndShare,
  mysql20261128080003_web_push_subscriptions,
  mysql20261128073947_wechat_union_id,
];
