import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UserErrorNode } from '../../platform/graphql/user-errors.js';
import { uploadUrl } from '../../platform/uploads/index.js';
import {
  FaqCategory,
  FeedbackType,
  type Channel,
  type Feedback,
  type PartialLocalizedText,
} from './content.entities.js';
import { ContentKind, type ContentView, type StaffContentView } from './content.service.js';

registerEnumType(ContentKind, {
  name: 'ContentKind',
  description: 'The kinds of content staff edit.',
  valuesConfig: {
    ANNOUNCEMENT: { description: 'Shop announcements.' },
    ARTICLE: { description: 'Articles and guides.' },
    FAQ: { description: 'Help-centre questions and answers.' },
    AGREEMENT: { description: 'Standalone documents such as the registration agreement, found by slug.' },
  },
});
registerEnumType(FaqCategory, {
  name: 'FaqCategory',
  description: 'The sections of the help centre.',
  valuesConfig: {
    ORDERING: { description: 'Choosing parts and placing orders.' },
    PAYMENT: { description: 'Paying, invoices and refunds.' },
    SHIPPING: { description: 'Delivery and pickup.' },
    ACCOUNT: { description: 'Signing in and account settings.' },
  },
});
registerEnumType(FeedbackType, {
  name: 'FeedbackType',
  description: 'What a piece of feedback is about.',
  valuesConfig: {
    BUG: { description: 'Something does not work.' },
    SUGGESTION: { description: 'An idea for the shop.' },
    ORDER: { description: 'About an order.' },
    OTHER: { description: 'Anything else.' },
  },
});

@ObjectType('Channel', { description: "The site's contact info (the shop reads channel 2421)." })
export class ChannelNode {
  @Field(() => ID, { description: 'ID of the channel.' }) id!: string;
  @Field(() => String, { description: 'Landline telephone.' }) telephone!: string;
  @Field(() => String, { description: 'Mobile phone.' }) phone!: string;
  @Field(() => String, { description: 'E-mail address.' }) email!: string;
  @Field(() => String, { description: 'Address in Chinese.' }) addressZh!: string;
  @Field(() => String, { description: 'Address in English.' }) addressEn!: string;
}

const inReadersLanguage = "In the request's language (else en-US, else zh-CN).";
const bodyHtmlDescription = 'Sanitized HTML (a safe subset: headings, paragraphs, lists, links, tables, own images).';

@ObjectType('Announcement', { description: 'A platform announcement.' })
export class AnnouncementNode {
  @Field(() => ID, { description: 'ID of the announcement.' }) id!: string;
  @Field(() => String, { description: inReadersLanguage }) title!: string;
  @Field(() => String, { description: 'The body as plain text; escape it.' }) body!: string;
  @Field(() => String, { description: bodyHtmlDescription }) bodyHtml!: string;
  @Field(() => Date, { description: 'Every published item has one.' }) publishedAt!: Date;
}

@ObjectType('Article', { description: 'A news article.' })
export class ArticleNode extends AnnouncementNode {
  @Field(() => String, { description: 'Plain text teaser.' }) summary!: string;
}

@ObjectType('FaqEntry', { description: 'A question of the help centre with its answer.' })
export class FaqEntryNode extends AnnouncementNode {
  @Field(() => FaqCategory, { description: 'The help-centre section it belongs to.' }) category!: FaqCategory;
}

@ObjectType('SitePage', { description: 'A document of the site such as the registration agreement.' })
export class SitePageNode extends AnnouncementNode {}

@ObjectType('AnnouncementList', { description: 'A page of published announcements.' })
export class AnnouncementList {
  @Field(() => [AnnouncementNode], { description: 'The announcements of the page, newest first.' })
  items!: AnnouncementNode[];
  @Field(() => Int, { description: 'How many items the whole list has.' }) totalCount!: number;
}

@ObjectType('ArticleList', { description: 'A page of published articles.' })
export class ArticleList {
  @Field(() => [ArticleNode], { description: 'The articles of the page, newest first.' }) items!: ArticleNode[];
  @Field(() => Int, { description: 'How many items the whole list has.' }) totalCount!: number;
}

@ObjectType('LocalizedText', { description: 'A text per language; a missing language is null.' })
export class LocalizedTextNode {
  @Field(() => String, { nullable: true, description: 'Simplified Chinese (zh-CN).' }) zhCN!: string | null;
  @Field(() => String, { nullable: true, description: 'English (en-US).' }) enUS!: string | null;
  @Field(() => String, { nullable: true, description: 'Russian (ru).' }) ru!: string | null;
  @Field(() => String, { nullable: true, description: 'Spanish (es-ES).' }) esES!: string | null;
}

@InputType('LocalizedTextInput', { description: 'A text per language; leave out languages not translated yet.' })
export class LocalizedTextInput {
  @Field(() => String, {
    nullable: true,
    description: 'Simplified Chinese (zh-CN); null or absent when not translated.',
  })
  zhCN?: string | null;
  @Field(() => String, { nullable: true, description: 'English (en-US); null or absent when not translated.' }) enUS?:
    string | null;
  @Field(() => String, { nullable: true, description: 'Russian (ru); null or absent when not translated.' }) ru?:
    string | null;
  @Field(() => String, { nullable: true, description: 'Spanish (es-ES); null or absent when not translated.' }) esES?:
    string | null;
}

@ObjectType('StaffContentItem', { description: 'A content item with every language, drafts included (staff only).' })
export class StaffContentItemNode {
  @Field(() => ID, { description: 'ID of the staff content item.' }) id!: string;
  @Field(() => ContentKind, { description: 'Which kind it is; see `ContentKind`.' }) kind!: ContentKind;
  @Field(() => LocalizedTextNode, { description: 'Title in every language (the question, for a FAQ).' })
  title!: LocalizedTextNode;
  @Field(() => LocalizedTextNode, { description: 'Articles only.' }) summary!: LocalizedTextNode;
  @Field(() => LocalizedTextNode, { description: 'Sanitized HTML per language.' }) body!: LocalizedTextNode;
  @Field(() => FaqCategory, { nullable: true, description: 'The help-centre section of a FAQ; null for other kinds.' })
  category!: FaqCategory | null;
  @Field(() => Boolean, { description: 'Whether readers see it; false for a draft.' }) published!: boolean;
  @Field(() => Date, { nullable: true, description: 'When it was published; null if it has not been.' })
  publishedAt!: Date | null;
}

@InputType('SaveContentInput', { description: 'Input of `saveContent`.' })
export class SaveContentInput {
  @Field(() => ContentKind, { description: 'Which kind it is; see `ContentKind`.' }) kind!: ContentKind;
  @Field(() => ID, { nullable: true, description: 'Absent: create a new item (not for the agreement).' })
  id?: string | null;
  @Field(() => LocalizedTextInput, { description: 'Plain text.' }) title!: LocalizedTextInput;
  @Field(() => LocalizedTextInput, { nullable: true, description: 'Articles: a plain-text teaser.' })
  summary?: LocalizedTextInput | null;
  @Field(() => LocalizedTextInput, { description: 'HTML; sanitized before it is stored.' }) body!: LocalizedTextInput;
  @Field(() => FaqCategory, { nullable: true, description: 'Required for FAQ entries.' })
  category?: FaqCategory | null;
  @Field(() => Boolean, { description: 'Whether readers see it; false keeps it a draft.' }) published!: boolean;
}

@InputType('SetContentPublishedInput', { description: 'Input of `setContentPublished`.' })
export class SetContentPublishedInput {
  @Field(() => ContentKind, { description: 'Which kind it is; see `ContentKind`.' }) kind!: ContentKind;
  @Field(() => ID, { description: 'ID of the content item.' }) id!: string;
  @Field(() => Boolean, { description: 'True publishes it, false takes it back to a draft.' }) published!: boolean;
}

@ObjectType('SaveContentPayload', {
  description:
    'What `saveContent`, `setContentPublished` answer: the result, or `userErrors` saying why it did not go through.',
})
export class SaveContentPayload {
  @Field(() => StaffContentItemNode, {
    nullable: true,
    description: 'The item as saved; null when `userErrors` is not empty.',
  })
  item?: StaffContentItemNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('Feedback', { description: 'Feedback a user sent and the staff reply. Texts are plain; escape them.' })
export class FeedbackNode {
  @Field(() => ID, { description: 'ID of the feedback.' }) id!: string;
  @Field(() => FeedbackType, { description: 'Which kind it is; see `FeedbackType`.' }) type!: FeedbackType;
  @Field(() => String, { description: 'What the user wrote.' }) content!: string;
  @Field(() => [String], { description: 'URLs of the screenshots.' }) screenshotUrls!: string[];
  @Field(() => String, { nullable: true, description: 'How the user asked to be contacted; null if not given.' })
  contact!: string | null;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => String, { nullable: true, description: 'The staff reply; null until staff answer.' }) reply!:
    string | null;
  @Field(() => Date, { nullable: true, description: 'When it was replied; null if it has not been.' })
  repliedAt!: Date | null;
}

@InputType('SubmitFeedbackInput', {
  description: 'Screenshots are sent with the REST route POST /api/feedback/submit.',
})
export class SubmitFeedbackInput {
  @Field(() => FeedbackType, { description: 'Which kind it is; see `FeedbackType`.' }) type!: FeedbackType;
  @Field(() => String, { description: 'Required, at most 300 characters, no emoji.' }) content!: string;
  @Field(() => String, { nullable: true, description: 'No Chinese characters.' }) contact?: string | null;
}

@InputType('ReplyToFeedbackInput', { description: 'Input of `replyToFeedback`.' })
export class ReplyToFeedbackInput {
  @Field(() => ID, { description: 'ID of the feedback.' }) id!: string;
  @Field(() => String, { description: 'Plain text, at most 1000 characters.' }) reply!: string;
}

@ObjectType('FeedbackPayload', {
  description:
    'What `submitFeedback`, `replyToFeedback` answer: the result, or `userErrors` saying why it did not go through.',
})
export class FeedbackPayload {
  @Field(() => FeedbackNode, {
    nullable: true,
    description: 'The feedback as saved; null when `userErrors` is not empty.',
  })
  feedback?: FeedbackNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

export function toChannelNode(channel: Channel): ChannelNode {
  return {
    id: String(channel.id),
    telephone: channel.telephone,
    phone: channel.phone,
    email: channel.email,
    addressZh: channel.addressZh,
    addressEn: channel.addressEn,
  };
}

export function toContentNode(view: ContentView) {
  return {
    id: String(view.id),
    title: view.title,
    summary: view.summary,
    body: view.body,
    bodyHtml: view.bodyHtml,
    category: view.category!,
    // Only published items reach readers, and publishing stamps the time.
    publishedAt: view.publishedAt!,
  };
}

function toLocalizedTextNode(text: PartialLocalizedText): LocalizedTextNode {
  return { zhCN: text['zh-CN'] ?? null, enUS: text['en-US'] ?? null, ru: text.ru ?? null, esES: text['es-ES'] ?? null };
}

export function fromLocalizedTextInput(text: LocalizedTextInput | null | undefined): PartialLocalizedText {
  return {
    ...(text?.zhCN && { 'zh-CN': text.zhCN }),
    ...(text?.enUS && { 'en-US': text.enUS }),
    ...(text?.ru && { ru: text.ru }),
    ...(text?.esES && { 'es-ES': text.esES }),
  };
}

export function toStaffNode(view: StaffContentView): StaffContentItemNode {
  return {
    id: String(view.id),
    kind: view.kind,
    title: toLocalizedTextNode(view.title),
    summary: toLocalizedTextNode(view.summary),
    body: toLocalizedTextNode(view.body),
    category: view.category,
    published: view.published,
    publishedAt: view.publishedAt,
  };
}

export function toFeedbackNode(feedback: Feedback): FeedbackNode {
  return {
    id: String(feedback.id),
    type: feedback.type,
    content: feedback.content,
    screenshotUrls: feedback.screenshots.map(uploadUrl),
    contact: feedback.contact ?? null,
    createdAt: feedback.createdAt,
    reply: feedback.reply ?? null,
    repliedAt: feedback.repliedAt ?? null,
  };
}
