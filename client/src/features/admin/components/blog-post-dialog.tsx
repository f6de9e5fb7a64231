import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { blogMessages, type AdminBlogPost, type BlogPostBody } from '@shared/blog';
import { slugify } from '@shared/slug';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSaveBlogPost } from '../api/admin-blog';
import { blogPostResolver, postToFormValues, type BlogPostFormValues } from '../lib/blog-post-form';
import { useToastedPhotoUpload } from '../lib/use-chosen-image';
import { FeaturedImageFields, MarkdownField } from './blog-post-fields';
import { successToast } from '@/lib/outcome-toasts';
import { useFieldProps } from '@/lib/use-field-props';
import { useServerErrors } from '@/lib/use-server-errors';
import { DialogForm, type SubmitWords } from '@/components/ui/dialog-form';

const createPostButton: SubmitWords = { label: 'Create Post', pending: 'Saving...' };
const savePostButton: SubmitWords = { label: 'Save Post', pending: 'Saving...' };

export interface BlogPostDialogProps {
  /** The post to edit; null writes a new one. */
  post: AdminBlogPost | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The post editor: title, slug (made from the title when blank), excerpt, author, tags,
 * featured image (an address, or a photo uploaded here), the Markdown with a preview, and
 * Published. Mount it per post (`key`), so each opening starts from that post.
 */
export function BlogPostDialog({ post, open, onOpenChange }: BlogPostDialogProps) {
  const save = useSaveBlogPost();
  const upload = useToastedPhotoUpload();
  const form = useForm<BlogPostFormValues, unknown, BlogPostBody>({
    resolver: blogPostResolver,
    defaultValues: postToFormValues(post),
  });
  const field = useFieldProps(form);
  const showServerErrors = useServerErrors(form);
  const [title, featuredImage, markdown] = useWatch({
    control: form.control,
    name: ['title', 'featuredImage', 'markdown'],
  });
  const [preview, setPreview] = useState(false);
  const adding = post === null;
  const imageUrl = featuredImage.trim();
  const htmlOnly = post !== null && post.markdown === null;

  const submit = async (body: BlogPostBody) => {
    try {
      await save.mutateAsync({ id: post?.id ?? null, body });
      successToast(adding ? blogMessages.created : blogMessages.updated, body.title);
      onOpenChange(false);
    } catch (error) {
      showServerErrors(error);
      const message = serverMessage(error, 'Please try again later.');
      if (error instanceof ApiError && error.status === 409) {
        form.setError('slug', { type: 'server', message }, { shouldFocus: true });
      }
      toast({ title: blogMessages.saveFailed, description: message, variant: 'error' });
    }
  };

  const onInvalid = (invalid: FieldErrors<BlogPostFormValues>) => {
    // The Markdown box is hidden behind the preview: show it, so its message is seen.
    if (invalid.markdown) setPreview(false);
  };

  const uploadImage = async (file: File | null) => {
    if (!file) return;
    const stored = await upload.send({ file });
    if (!stored) return;
    form.setValue('featuredImage', stored.imageUrl || stored.url, {
      shouldDirty: true,
      shouldValidate: true,
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={adding ? 'New Post' : 'Edit Post'}
      description={
        adding
          ? 'Write a post in Markdown. It stays a draft until you tick Published.'
          : `Editing “${post.title}”.`
      }
      className="sm:max-w-3xl"
    >
      <DialogForm
        onSubmit={form.handleSubmit(submit, onInvalid)}
        className="space-y-5"
        onCancel={() => onOpenChange(false)}
        mutation={save}
        button={adding ? createPostButton : savePostButton}
        disabled={upload.isPending}
        actionsClassName="border-t border-line pt-4"
      >
        <TextField label="Title" autoComplete="off" maxLength={200} {...field('title')} />
        <TextField
          label="Slug (optional)"
          autoComplete="off"
          maxLength={120}
          placeholder={slugify(title) || undefined}
          hint="The post's address: /blog/{slug}. Leave blank to make one from the title."
          {...field('slug')}
        />
        <TextareaField
          label="Excerpt"
          rows={2}
          maxLength={300}
          hint="One or two sentences for the blog list and search engines."
          {...field('excerpt')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Author"
            autoComplete="off"
            maxLength={100}
            hint={adding ? 'Blank: your name.' : 'Blank keeps the current author.'}
            {...field('author')}
          />
          <TextField
            label="Tags"
            autoComplete="off"
            hint="Separated by commas, e.g. Tides, Safety."
            {...field('tags')}
          />
        </div>

        <FeaturedImageFields
          urlField={field('featuredImage')}
          imageUrl={imageUrl}
          uploading={upload.isPending}
          onFile={(file) => void uploadImage(file)}
          onRemove={() => form.setValue('featuredImage', '', { shouldDirty: true })}
        />

        <MarkdownField
          markdownField={field('markdown')}
          markdown={markdown}
          htmlOnly={htmlOnly}
          preview={preview}
          onPreviewChange={setPreview}
        />

        <label className="flex min-h-11 items-start gap-3">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 rounded accent-sea-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sea-500"
            {...form.register('isPublished')}
          />
          <span>
            <span className="block font-semibold">Published</span>
            <span className="text-sm text-ink-muted">
              Unticked, the post is a draft that only administrators see.
            </span>
          </span>
        </label>
      </DialogForm>
    </Dialog>
  );
}
