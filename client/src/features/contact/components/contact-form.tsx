import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  contactBodySchema,
  contactLimits,
  contactMessages,
  type ContactBody,
  type ContactInput,
} from '@shared/contact';
import { Button } from '@/components/ui/button';
import { EmailField, TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useSendContactMessage } from '../api/send-contact';
import { AltchaCaptcha, type CaptchaHandle } from '@/components/altcha-captcha';
import { failureToast, successToast } from '@/lib/outcome-toasts';
import { useFieldProps } from '@/lib/use-field-props';
import { useServerErrors } from '@/lib/use-server-errors';

const emptyForm: ContactInput = {
  name: '',
  email: '',
  subject: '',
  message: '',
  recaptchaToken: '',
};

/**
 * The contact form (docs/product.md, "Contact"): name, e-mail, optional subject, message
 * and the CAPTCHA, checked with the schema the server uses. After a message is sent the fields and
 * the CAPTCHA reset; after a failure only the CAPTCHA does (its payload is good for one send), so
 * nothing the visitor wrote is lost.
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const captcha = useRef<CaptchaHandle>(null);
  const captchaLabelId = useId();
  const captchaErrorId = useId();
  const form = useForm<ContactInput, unknown, ContactBody>({
    resolver: zodResolver(contactBodySchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;
  const field = useFieldProps(form);
  const showServerErrors = useServerErrors(form);

  // A solved CAPTCHA clears its error at once; a reset one says nothing until the next send.
  const setCaptchaPayload = (payload: string | null) =>
    form.setValue('recaptchaToken', payload ?? '', {
      shouldValidate: payload !== null && form.formState.isSubmitted,
    });

  const submit = async (body: ContactBody) => {
    try {
      await send.mutateAsync(body);
      successToast(contactMessages.successTitle, contactMessages.success);
      form.reset(emptyForm);
    } catch (error) {
      showServerErrors(error);
      failureToast(contactMessages.failureTitle, error);
    } finally {
      captcha.current?.reset();
    }
  };

  return (
    <form
      noValidate
      aria-label="Contact form"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          maxLength={contactLimits.name}
          aria-required="true"
          {...field('name')}
        />
        <EmailField maxLength={contactLimits.email} aria-required="true" {...field('email')} />
      </div>
      <TextField
        label="Subject (optional)"
        maxLength={contactLimits.subject}
        {...field('subject')}
      />
      <TextareaField
        label="Message"
        rows={6}
        maxLength={contactLimits.message}
        aria-required="true"
        {...field('message')}
      />
      <div role="group" aria-labelledby={captchaLabelId} className="space-y-1.5">
        <p id={captchaLabelId} className="font-semibold text-ink">
          Verification
        </p>
        <p className="text-sm text-ink-muted">
          A quick check, done by your browser on our own server, that you are not a robot. No
          tracking and no third parties.
        </p>
        {errors.recaptchaToken?.message && (
          <p id={captchaErrorId} role="alert" className="text-sm font-semibold text-banned">
            {errors.recaptchaToken.message}
          </p>
        )}
        <input type="hidden" {...form.register('recaptchaToken')} />
        <AltchaCaptcha
          ref={captcha}
          onPayloadChange={setCaptchaPayload}
          errorId={errors.recaptchaToken ? captchaErrorId : undefined}
        />
      </div>
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
        <Send aria-hidden="true" className="size-5" />
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
