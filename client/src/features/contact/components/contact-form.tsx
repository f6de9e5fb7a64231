import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, MailCheck, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  contactBodySchema,
  contactLimits,
  contactMessages,
  contactSentTitle,
  type ContactBody,
  type ContactInput,
} from '@shared/contact';
import { Button } from '@/components/ui/button';
import { CheckedForm } from '@/components/form/checked-form';
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

/** The site's one promise about replies, beside the form and in the thanks after it. */
function ReplyPromise() {
  return (
    <p className="flex items-start gap-2 text-ink-muted">
      <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sea-600" />
      {contactMessages.replyPromise}
    </p>
  );
}

/** What replaces the form once a message is sent; focused, so a screen reader reads it. */
function ContactSent({ name, onAnother }: { name: string; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-4 rounded-xl bg-sea-50 p-5">
      <h3
        ref={heading}
        tabIndex={-1}
        className="flex items-start gap-2 text-lg font-semibold text-ink outline-none"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-allowed" />
        {contactSentTitle(name)}
      </h3>
      <ReplyPromise />
      <Button type="button" variant="secondary" onClick={onAnother}>
        {contactMessages.sendAnother}
      </Button>
    </div>
  );
}

/**
 * The contact form (docs/product.md, "Contact"): name, e-mail, optional subject, message
 * and the CAPTCHA, checked with the schema the server uses. A sent message ends in a thanks that
 * replaces the form; "Send another message" brings it back with the name and e-mail kept. After a
 * failure only the CAPTCHA resets (its payload is good for one send), so nothing the visitor wrote
 * is lost.
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const captcha = useRef<CaptchaHandle>(null);
  const captchaLabelId = useId();
  const captchaErrorId = useId();
  const [sentBy, setSentBy] = useState<string | null>(null);
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
      successToast(contactMessages.successTitle);
      form.reset({ ...emptyForm, name: body.name, email: body.email });
      setSentBy(body.name);
    } catch (error) {
      showServerErrors(error);
      failureToast(contactMessages.failureTitle, error);
    } finally {
      captcha.current?.reset();
    }
  };

  // Back from the thanks to a fresh form: the cursor waits in the message, name and e-mail kept.
  const returning = useRef(false);
  useEffect(() => {
    if (sentBy === null && returning.current) form.setFocus('message');
    returning.current = sentBy !== null;
  }, [sentBy, form]);

  if (sentBy !== null) {
    return <ContactSent name={sentBy} onAnother={() => setSentBy(null)} />;
  }

  return (
    <CheckedForm
      aria-label="Contact form"
      onSubmit={form.handleSubmit(submit)}
      className="space-y-5"
    >
      <ReplyPromise />
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
    </CheckedForm>
  );
}
