import { Field, ID, InputType, Int, ObjectType, OmitType } from '@nestjs/graphql';
import { InputObjectCheck, InputRule } from '@tempo/graphql';

/**
 * Nested business settings (000 §3.1). Each class is both the output type
 * and, with an `Input` suffix, the input type. `@InputRule` declares the
 * input policy's limits of a field (strings are 255 characters at most
 * otherwise); URL fields take http(s) addresses only.
 */
const MESSAGE_MAX = 5000;
const BUTTON_TEXT_MAX = 60;
const DESCRIPTION_MAX = 2000;
/** Preset discounts: flat amounts or percentages (002 'Preset discounts'). */
export const DISCOUNT_TYPES = ['flat', 'percent'] as const;

@ObjectType()
@InputType('ConditionalOptionsInput')
export class ConditionalOptions {
  @Field(() => String, { nullable: true }) selectedChoice?: string;
  @Field(() => [String], { nullable: true }) choices?: string[];
}

@ObjectType()
@InputType('FormFieldInput')
export class FormField {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) fieldType!: string;
  @Field(() => Boolean, { nullable: true }) showField?: boolean;
  @Field(() => Boolean, { nullable: true }) requireField?: boolean;
  @Field(() => [String], { nullable: true }) fieldChoices?: string[];
  @Field(() => String, { nullable: true }) clientCustomAttribute?: string;
  @Field(() => String, { nullable: true }) autoTagClient?: string;
  @Field(() => [ConditionalOptions], { nullable: true }) conditionalOptions?: ConditionalOptions[];
  @Field(() => String, { nullable: true }) conditionalFieldId?: string;
}

@ObjectType()
@InputType('TagCategoryInput')
export class TagCategory {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) tagType?: string;
  @Field(() => [String], { nullable: true }) tags?: string[];
}

@ObjectType()
@InputType('NamedRefInput')
export class NamedRef {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) name?: string;
}

@ObjectType()
@InputType('CrmAutoAssignStaffInput')
export class CrmAutoAssignStaff {
  @Field(() => NamedRef) staff!: NamedRef;
  @InputRule({ min: 0 }) @Field(() => Int, { nullable: true }) priority?: number;
}

@ObjectType()
@InputType('PromotionalMessageInput')
export class PromotionalMessage {
  @InputRule({ maxLength: MESSAGE_MAX, multiline: true }) @Field(() => String) message!: string;
  @Field(() => Boolean, { nullable: true }) includeButton?: boolean;
  @InputRule({ maxLength: BUTTON_TEXT_MAX }) @Field(() => String, { nullable: true }) buttonText?: string;
  @InputRule({ url: true }) @Field(() => String, { nullable: true }) buttonUrl?: string;
}

@ObjectType()
@InputType('SurchargeDetailsInput')
export class SurchargeDetails {
  @InputRule({ min: 0, max: 10_000 }) @Field(() => Int) basisPoints!: number;
}

@ObjectType()
@InputType('PaymentTerminalInput')
export class PaymentTerminal {
  @Field(() => ID) id!: string;
  @Field(() => String) label!: string;
}

@ObjectType()
export class WidgetServicePlan {
  @Field(() => String) name!: string;
  @Field(() => Boolean, { nullable: true }) onlyPayableWithCredit?: boolean;
  @Field(() => String, { nullable: true }) paymentInterval?: string;
}

@ObjectType()
export class WidgetService {
  @Field(() => ID) id!: string;
  @Field(() => Int, { nullable: true }) durationMinutes?: number;
  @Field(() => Boolean, { nullable: true }) hasSessions?: boolean;
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => [WidgetServicePlan], { nullable: true }) plans?: WidgetServicePlan[];
  @Field(() => Boolean, { nullable: true }) requiresBooking?: boolean;
  @Field(() => [String], { nullable: true }) tags?: string[];
}

@ObjectType()
export class WidgetStaff {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) profilePhoto?: string;
  @Field(() => String, { nullable: true }) staffSecondaryAttribute?: string;
}

/** A booking widget link; services/staff/locations details are filled in by the scheduling subgraph later. */
@ObjectType()
export class WidgetLink {
  @Field(() => String) link!: string;
  @Field(() => String, { nullable: true }) title?: string;
  @InputRule({ maxLength: DESCRIPTION_MAX, multiline: true })
  @Field(() => String, { nullable: true })
  description?: string;
  @InputRule({ url: true }) @Field(() => String, { nullable: true }) photo?: string;
  @Field(() => String) widgetType!: string;
  @Field(() => [ID], { nullable: true }) serviceIds?: string[];
  @Field(() => [String], { nullable: true }) paymentPlanTypes?: string[];
  @Field(() => [ID], { nullable: true }) staffIds?: string[];
  @Field(() => [ID], { nullable: true }) locationIds?: string[];
  @Field(() => Boolean, { nullable: true }) visibleByVisitors?: boolean;
  @Field(() => Boolean, { nullable: true }) callToAction?: boolean;
  @Field(() => String, { nullable: true }) callToActionTitle?: string;
  @Field(() => Boolean, { nullable: true }) checkWeekly?: boolean;
  @Field(() => String, { nullable: true }) defaultPrimarySelection?: string;
  @Field(() => [WidgetService], { nullable: true }) services?: WidgetService[];
  @Field(() => [WidgetStaff], { nullable: true }) staff?: WidgetStaff[];
  @Field(() => [NamedRef], { nullable: true }) locations?: NamedRef[];
}

/** A widget link as the owner writes it: the nested details are resolved on read. */
@InputType()
export class WidgetLinkInput extends OmitType(
  WidgetLink,
  ['services', 'staff', 'locations'] as const,
  InputType,
) {}

@ObjectType()
export class LandingPage {
  @Field(() => String) link!: string;
  @Field(() => [WidgetLink], { nullable: true }) widgetLinks?: WidgetLink[];
}

@InputType()
export class LandingPageInput {
  @Field(() => String) link!: string;
  /** The `link` values of widget links shown on the page. */
  @Field(() => [String], { nullable: true }) widgetLinks?: string[];
}

@ObjectType()
@InputType('ReportQuestionInput')
export class ReportQuestion {
  @Field(() => String) title!: string;
  @Field(() => String) inputType!: string;
  @Field(() => [String], { nullable: true }) options?: string[];
}

@ObjectType()
@InputType('ReportTemplateInput')
export class ReportTemplate {
  @Field(() => ID) id!: string;
  @Field(() => [ReportQuestion], { nullable: true }) questions?: ReportQuestion[];
}

@ObjectType()
@InputType('PremiumFeatureInput')
export class PremiumFeature {
  @Field(() => String) label!: string;
  @InputRule({ min: 0 }) @Field(() => Int, { nullable: true, description: 'minor units' }) amount?: number;
  @Field(() => String, { nullable: true }) startAt?: string;
}

/** The business's own subscription to the platform. */
@ObjectType()
@InputType('BusinessPlanInput')
export class BusinessPlan {
  @InputRule({ min: 0 }) @Field(() => Int, { nullable: true }) discount?: number;
  @Field(() => String, { nullable: true }) discountReason?: string;
  @InputRule({ min: 0 })
  @Field(() => Int, { nullable: true, description: 'minor units per period' })
  rate?: number;
  @Field(() => String, { nullable: true }) freeUntil?: string;
  @Field(() => String, { nullable: true }) nextPaymentDue?: string;
  @Field(() => String, { nullable: true }) paymentGatewayCustomerId?: string;
  @Field(() => String, { nullable: true }) accountStatus?: string;
  @Field(() => String, { nullable: true }) endAt?: string;
  @Field(() => String, { nullable: true }) planType?: string;
  @Field(() => String, { nullable: true }) currency?: string;
  @Field(() => String, { nullable: true }) lastSuccessfulPayment?: string;
  @Field(() => String, { nullable: true }) paymentMethod?: string;
  @Field(() => [PremiumFeature], { nullable: true }) premiumFeatures?: PremiumFeature[];
}

@ObjectType()
@InputType('WebhookInput')
export class Webhook {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) status?: string;
  @Field(() => String) trigger!: string;
  @Field(() => String, { nullable: true }) direction?: string;
  @InputRule({ url: true }) @Field(() => String) url!: string;
  @Field(() => String, { nullable: true }) userAgent?: string;
  @InputRule({ maxLength: DESCRIPTION_MAX, multiline: true })
  @Field(() => String, { nullable: true })
  lastFailureDetails?: string;
  @Field(() => String, { nullable: true }) lastFailureDate?: string;
  @Field(() => String, { nullable: true }) lastSuccessDate?: string;
}

@ObjectType()
@InputType('PresetDiscountInput')
@InputObjectCheck((d, path) =>
  d.discountType === 'percent' && typeof d.rate === 'number' && d.rate > 100
    ? `${path}.rate must be at most 100 for a percentage`
    : null,
)
export class PresetDiscount {
  @Field(() => String) label!: string;
  @InputRule({
    format: {
      pattern: new RegExp(`^(${DISCOUNT_TYPES.join('|')})$`),
      message: `must be one of ${DISCOUNT_TYPES.join(', ')}`,
    },
  })
  @Field(() => String)
  discountType!: string;
  @Field(() => String, { nullable: true }) discountTarget?: string;
  @InputRule({ min: 0 }) @Field(() => Int) rate!: number;
  @Field(() => Boolean, { nullable: true }) repeating?: boolean;
}

@ObjectType()
@InputType('DnsRecordInput')
export class DnsRecord {
  @Field(() => String) type!: string;
  @Field(() => String) name!: string;
  @Field(() => String) value!: string;
}

@ObjectType()
@InputType('EmailDomainInput')
export class EmailDomain {
  @Field(() => String) domain!: string;
  @Field(() => String, { nullable: true }) status?: string;
  @Field(() => [DnsRecord], { nullable: true }) dnsRecords?: DnsRecord[];
}
