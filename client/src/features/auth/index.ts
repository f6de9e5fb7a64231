export {
  KnownSignedOutContext,
  userQueryKey,
  userQueryOptions,
  signInHref,
  useKnownSignedOut,
  useUser,
} from './session';
export { AccountForm, PasswordField } from './components/account-form';
export { AuthBenefits } from './components/auth-benefits';
export { AuthPanel, type AuthTab } from './components/auth-panel';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { ProfileCard } from './components/profile-card';
export { ResetPasswordForm } from './components/reset-password-form';
export { SignInRequired } from './components/sign-in-required';
export { UnverifiedBanner } from './components/unverified-banner';
export { UserMenu } from './components/user-menu';
export { UserAvatar } from './components/user-avatar';
export { VerificationDialog } from './components/verification-dialog';
export { useProofOfWork } from './components/proof-of-work';
