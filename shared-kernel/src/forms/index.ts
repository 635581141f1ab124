// 'shared-kernel/forms': one way to build a form (issue 17). react-hook-form validated by the
// contract's TypeBox schemas (`useContractForm`), a field's props (`useContractField`) and the one
// mapper from a failed call to a field or an alert (`applyApiError`). Its own shared entry: only
// screens with a form load it (react-hook-form, the resolver and TypeBox's checker), never the
// landing page.
export { useContractForm, type ContractFormOptions, type FormChecks } from './useContractForm';
export { useContractField } from './useContractField';
export {
  apiErrorMessage,
  applyApiError,
  NETWORK_ERROR_MESSAGE,
  type ApplyApiErrorOptions,
} from './apply-api-error';
