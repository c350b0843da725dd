import type { Option } from './location-form-sections';

/**
 * The business's services as choices of a room's applicable services. The services of the
 * scheduling subgraph are read here once its services query is in the API.
 */
export function useServiceOptions(business: string): readonly Option[] {
  void business;
  return [];
}
