import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { signUpSchema, type SignUpInput } from '@shared/auth';
import { EmailField, TextField } from '@/components/ui/text-field';
import { useRegister } from '../api/register';
import { failureToast, successToast } from '@/lib/outcome-toasts';
import { useFieldProps } from '@/lib/use-field-props';
import { useServerErrors } from '@/lib/use-server-errors';
import { AccountForm, NewPasswordFields } from './account-form';
import type { SubmitWords } from '@/components/ui/dialog-form';

const signUpButton: SubmitWords = { label: 'Create Account', pending: 'Creating account...' };

interface SignUpFormProps {
  /** Signed in at once (the server needs no verification). */
  onSignedIn: () => void;
  /** Registered; a verification link is on its way to `email`. */
  onVerificationSent: (email: string) => void;
}

/** The Sign Up tab: name, e-mail and a password typed twice. */
export function SignUpForm({ onSignedIn, onVerificationSent }: SignUpFormProps) {
  const register = useRegister();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const field = useFieldProps(form);
  const showServerErrors = useServerErrors(form);

  const submit = async (input: SignUpInput) => {
    try {
      const { requiresVerification, user } = await register.mutateAsync(input);
      if (requiresVerification) {
        successToast(
          'Check your email!',
          "We've sent you a verification link to complete your registration.",
        );
        onVerificationSent(user.email);
        return;
      }
      successToast('Welcome to Devon Dog Beaches!', 'Your account has been created successfully.');
      onSignedIn();
    } catch (error) {
      showServerErrors(error);
      failureToast('Registration failed', error, 'Please try again with different details.');
    }
  };

  return (
    <AccountForm onSubmit={form.handleSubmit(submit)} mutation={register} button={signUpButton}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
      </div>
      <EmailField {...field('email')} />
      <NewPasswordFields
        password={field('password')}
        confirmPassword={field('confirmPassword')}
        labels={{ password: 'Password', confirmPassword: 'Confirm password' }}
      />
    </AccountForm>
  );
}
