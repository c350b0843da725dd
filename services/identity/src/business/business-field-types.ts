import { Float, Int, ReturnTypeFuncValue } from '@nestjs/graphql';
import { SanitizedHTML, Secret } from '../common/scalars';
import { BusinessField, FieldType } from './rules/field-rules';
import {
  BusinessPlan,
  CrmAutoAssignStaff,
  EmailDomain,
  FormField,
  LandingPage,
  LandingPageInput,
  NamedRef,
  PaymentTerminal,
  PresetDiscount,
  PromotionalMessage,
  ReportTemplate,
  SurchargeDetails,
  TagCategory,
  Webhook,
  WidgetLink,
  WidgetLinkInput,
} from './business.types';

/** The GraphQL type of each catalogue type name (exhaustive: a new name does not compile without its type). */
const GRAPHQL_TYPE: Record<FieldType, ReturnTypeFuncValue> = {
  String,
  Boolean,
  Int,
  Float,
  SanitizedHTML,
  Secret,
  FormField,
  TagCategory,
  CrmAutoAssignStaff,
  PromotionalMessage,
  SurchargeDetails,
  PaymentTerminal,
  WidgetLink,
  WidgetLinkInput,
  LandingPage,
  LandingPageInput,
  ReportTemplate,
  BusinessPlan,
  NamedRef,
  Webhook,
  PresetDiscount,
  EmailDomain,
};

/** The output type of a catalogue field, as @Field takes it. */
export const outputType = (fd: BusinessField) => {
  const t = GRAPHQL_TYPE[fd.type];
  return fd.list ? () => [t] : () => t;
};

/** The input type of a catalogue field (its own input type when it has one). */
export const inputType = (fd: BusinessField) => {
  const t = GRAPHQL_TYPE[fd.input ?? fd.type];
  return fd.list ? () => [t] : () => t;
};
