import * as migration_20261123_075059_initial from './20261123_075059_initial';
import * as migration_20261123_075100_rate_limits from './20261123_075100_rate_limits';
import * as migration_20261123_184219_jobs_queue from './20261123_184219_jobs_queue';
import * as migration_20261123_184954_payments_completion from './20261123_184954_payments_completion';
import * as migration_20261123_233703_blog_text_manual_payments_search from './20261123_233703_blog_text_manual_payments_search';
import * as migration_20261124_001500_search_text_columns from './20261124_001500_search_text_columns';
import * as migration_20261124_005000_blog_posts_list_order from './20261124_005000_blog_posts_list_order';
import * as migration_20261124_015138_documents_chargily from './20261124_015138_documents_chargily';
import * as migration_20261124_043000_messages_page_index from './20261124_043000_messages_page_index';
import * as migration_20261125_150000_projects_owner_counts_index from './20261125_150000_projects_owner_counts_index';
import * as migration_20261125_200000_projects_owner_search from './20261125_200000_projects_owner_search';
import * as migration_20261125_232055_editor_roles_closed_accounts from './20261125_232055_editor_roles_closed_accounts';
import * as migration_20261126_002945_housekeeping_jobs from './20261126_002945_housekeeping_jobs';
import * as migration_20261126_220651_founder_journey from './20261126_220651_founder_journey';
import * as migration_20261126_220920_document_kinds_for_france from './20261126_220920_document_kinds_for_france';
import * as migration_20261127_010906_invoices_and_refunds from './20261127_010906_invoices_and_refunds';
import * as migration_20261127_012557_sirene_notice_document from './20261127_012557_sirene_notice_document';
import * as migration_20261127_015227_support_handling_and_threads from './20261127_015227_support_handling_and_threads';
import * as migration_20261127_035437_live_events_and_message_attachments from './20261127_035437_live_events_and_message_attachments';
import * as migration_20261127_042231_work_queue_indexes from './20261127_042231_work_queue_indexes';
import * as migration_20261127_044218_original_file_names from './20261127_044218_original_file_names';
import * as migration_20261127_064158_blog_reach from './20261127_064158_blog_reach';
import * as migration_20261127_094338_languages from './20261127_094338_languages';
import * as migration_20261127_213130_unread_timestamp_and_job_indexes from './20261127_213130_unread_timestamp_and_job_indexes';

export const migrations = [
  {
    up: migration_20261123_075059_initial.up,
    down: migration_20261123_075059_initial.down,
    name: '20261123_075059_initial',
  },
  {
    up: migration_20261123_075100_rate_limits.up,
    down: migration_20261123_075100_rate_limits.down,
    name: '20261123_075100_rate_limits',
  },
  {
    up: migration_20261123_184219_jobs_queue.up,
    down: migration_20261123_184219_jobs_queue.down,
    name: '20261123_184219_jobs_queue',
  },
  {
    up: migration_20261123_184954_payments_completion.up,
    down: migration_20261123_184954_payments_completion.down,
    name: '20261123_184954_payments_completion',
  },
  {
    up: migration_20261123_233703_blog_text_manual_payments_search.up,
    down: migration_20261123_233703_blog_text_manual_payments_search.down,
    name: '20261123_233703_blog_text_manual_payments_search',
  },
  {
    up: migration_20261124_001500_search_text_columns.up,
    down: migration_20261124_001500_search_text_columns.down,
    name: '20261124_001500_search_text_columns',
  },
  {
    up: migration_20261124_005000_blog_posts_list_order.up,
    down: migration_20261124_005000_blog_posts_list_order.down,
    name: '20261124_005000_blog_posts_list_order',
  },
  {
    up: migration_20261124_015138_documents_chargily.up,
    down: migration_20261124_015138_documents_chargily.down,
    name: '20261124_015138_documents_chargily',
  },
  {
    up: migration_20261124_043000_messages_page_index.up,
    down: migration_20261124_043000_messages_page_index.down,
    name: '20261124_043000_messages_page_index',
  },
  {
    up: migration_20261125_150000_projects_owner_counts_index.up,
    down: migration_20261125_150000_projects_owner_counts_index.down,
    name: '20261125_150000_projects_owner_counts_index',
  },
  {
    up: migration_20261125_200000_projects_owner_search.up,
    down: migration_20261125_200000_projects_owner_search.down,
    name: '20261125_200000_projects_owner_search',
  },
  {
    up: migration_20261125_232055_editor_roles_closed_accounts.up,
    down: migration_20261125_232055_editor_roles_closed_accounts.down,
    name: '20261125_232055_editor_roles_closed_accounts',
  },
  {
    up: migration_20261126_002945_housekeeping_jobs.up,
    down: migration_20261126_002945_housekeeping_jobs.down,
    name: '20261126_002945_housekeeping_jobs',
  },
  {
    up: migration_20261126_220651_founder_journey.up,
    down: migration_20261126_220651_founder_journey.down,
    name: '20261126_220651_founder_journey',
  },
  {
    up: migration_20261126_220920_document_kinds_for_france.up,
    down: migration_20261126_220920_document_kinds_for_france.down,
    name: '20261126_220920_document_kinds_for_france',
  },
  {
    up: migration_20261127_010906_invoices_and_refunds.up,
    down: migration_20261127_010906_invoices_and_refunds.down,
    name: '20261127_010906_invoices_and_refunds',
  },
  {
    up: migration_20261127_012557_sirene_notice_document.up,
    down: migration_20261127_012557_sirene_notice_document.down,
    name: '20261127_012557_sirene_notice_document',
  },
  {
    up: migration_20261127_015227_support_handling_and_threads.up,
    down: migration_20261127_015227_support_handling_and_threads.down,
    name: '20261127_015227_support_handling_and_threads',
  },
  {
    up: migration_20261127_035437_live_events_and_message_attachments.up,
    down: migration_20261127_035437_live_events_and_message_attachments.down,
    name: '20261127_035437_live_events_and_message_attachments',
  },
  {
    up: migration_20261127_042231_work_queue_indexes.up,
    down: migration_20261127_042231_work_queue_indexes.down,
    name: '20261127_042231_work_queue_indexes',
  },
  {
    up: migration_20261127_044218_original_file_names.up,
    down: migration_20261127_044218_original_file_names.down,
    name: '20261127_044218_original_file_names',
  },
  {
    up: migration_20261127_064158_blog_reach.up,
    down: migration_20261127_064158_blog_reach.down,
    name: '20261127_064158_blog_reach',
  },
  {
    up: migration_20261127_094338_languages.up,
    down: migration_20261127_094338_languages.down,
    name: '20261127_094338_languages',
  },
  {
    up: migration_20261127_213130_unread_timestamp_and_job_indexes.up,
    down: migration_20261127_213130_unread_timestamp_and_job_indexes.down,
    name: '20261127_213130_unread_timestamp_and_job_indexes'
  },
];
