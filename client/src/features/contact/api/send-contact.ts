import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { ContactBody } from '@shared/contact';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /api/contact` (201; the answer is not read). A blank subject is left out rather
 * than sent as null: the server reads the body with the same schema, whose subject is a string.
 */
export const sendContactMessage = ({ subject, ...body }: ContactBody) =>
  apiRequest('/api/contact', z.unknown(), {
    method: 'POST',
    body: JSON.stringify(subject ? { ...body, subject } : body),
  });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
