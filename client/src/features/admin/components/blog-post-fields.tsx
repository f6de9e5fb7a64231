import { Eye, ImagePlus, PencilLine, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { TextareaField, type TextareaFieldProps } from '@/components/ui/textarea-field';
import { BlogContent } from '@/features/blog';
import { renderMarkdownPreview } from '../lib/markdown-preview';
import { useChosenImage } from '../lib/use-chosen-image';

interface FeaturedImageFieldsProps {
  /** The address field's registration and error. */
  urlField: Omit<TextFieldProps, 'label'>;
  /** The address as typed, trimmed. */
  imageUrl: string;
  uploading: boolean;
  /** A photo chosen to upload, or null when the choice was refused. */
  onFile: (file: File | null) => void;
  onRemove: () => void;
}

/** The post's featured image: its address, a preview, and a photo uploaded to fill it in. */
export function FeaturedImageFields({
  urlField,
  imageUrl,
  uploading,
  onFile,
  onRemove,
}: FeaturedImageFieldsProps) {
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  const { input: fileInput, problem: fileProblem, choose } = useChosenImage();
  const fileInputId = useId();
  const fileProblemId = useId();
  return (
    <fieldset className="space-y-3 rounded-xl border border-line p-4">
      <legend className="px-1 font-semibold text-ink">Featured image</legend>
      <TextField
        label="Featured image URL"
        type="text"
        inputMode="url"
        maxLength={2000}
        hint="A web address (https://…) or a path on this site (/uploads/…), or upload a photo."
        {...urlField}
      />
      <div className="flex flex-wrap items-start gap-4">
        {imageUrl && brokenImage !== imageUrl ? (
          <img
            src={imageUrl}
            alt="Featured image preview"
            onError={() => setBrokenImage(imageUrl)}
            className="aspect-[16/9] w-40 rounded-lg bg-sand-50 object-cover"
          />
        ) : imageUrl ? (
          <p className="text-sm text-ink-muted">This image could not be loaded.</p>
        ) : null}
        <div className="space-y-2">
          <input
            ref={fileInput}
            id={fileInputId}
            type="file"
            accept="image/*"
            disabled={uploading}
            aria-describedby={fileProblem ? fileProblemId : undefined}
            onChange={(event) => choose(event.target.files, onFile)}
            className="peer sr-only"
          />
          <label
            htmlFor={fileInputId}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-sea-600 bg-white px-3 text-sm font-semibold text-sea-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sea-500 peer-disabled:cursor-wait peer-disabled:opacity-60 hover:bg-sea-50"
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {uploading ? 'Uploading...' : 'Upload Image'}
          </label>
          {imageUrl && (
            <Button variant="ghost" size="sm" onClick={onRemove}>
              <X aria-hidden="true" className="size-4" /> Remove image
            </Button>
          )}
          {fileProblem && (
            <p id={fileProblemId} role="alert" className="text-sm font-semibold text-banned">
              {fileProblem}
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}

interface MarkdownFieldProps {
  /** The Markdown box's registration and error. */
  markdownField: Omit<TextareaFieldProps, 'label'>;
  markdown: string;
  /** A post stored as HTML only: the hint says it is kept. */
  htmlOnly: boolean;
  preview: boolean;
  onPreviewChange: (preview: boolean) => void;
}

/** The post's Markdown, with Write and Preview to switch between the box and the page. */
export function MarkdownField({
  markdownField,
  markdown,
  htmlOnly,
  preview,
  onPreviewChange,
}: MarkdownFieldProps) {
  const previewId = useId();
  return (
    <div className="space-y-2">
      <div className="flex justify-end">
        <div role="group" aria-label="Content view" className="flex gap-1 rounded-lg bg-sea-50 p-1">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={!preview}
            onClick={() => onPreviewChange(false)}
            className="aria-pressed:bg-white aria-pressed:shadow-sm"
          >
            <PencilLine aria-hidden="true" className="size-4" /> Write
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={preview}
            onClick={() => onPreviewChange(true)}
            className="aria-pressed:bg-white aria-pressed:shadow-sm"
          >
            <Eye aria-hidden="true" className="size-4" /> Preview
          </Button>
        </div>
      </div>
      <TextareaField
        label="Content (Markdown)"
        rows={14}
        maxLength={100_000}
        hint={
          htmlOnly
            ? 'This post was written in HTML; it is kept as it is, and Markdown works too.'
            : 'Markdown: ## heading, **bold**, *italic*, - list, [link](https://…), ![photo](/uploads/…).'
        }
        className={preview ? 'hidden' : undefined}
        {...markdownField}
      />
      {preview && (
        <div
          id={previewId}
          role="region"
          aria-label="Preview"
          className="max-h-[28rem] min-h-40 overflow-y-auto rounded-xl border border-line bg-white p-4"
        >
          {markdown.trim() ? (
            <BlogContent html={renderMarkdownPreview(markdown)} />
          ) : (
            <p className="text-ink-muted">Nothing to preview yet.</p>
          )}
        </div>
      )}
    </div>
  );
}
