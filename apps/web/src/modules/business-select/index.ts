export { SelectBusinessProvider, useSelectBusiness } from './select-business';
export { businessUrl, decideAppHost, pickAccount } from './app-host';
