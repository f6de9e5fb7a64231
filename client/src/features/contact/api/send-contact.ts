import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { ContactBody } from '@shared/contact';
import { apiRequest, jsonRequest } from '@/lib/api-client';

/**
 * `POST /api/contact` (201; the answer is not read). A blank subject is left out rather
 * than sent as null: the server reads the body with the same schema, whose subject is a string.
 */
export const sendContactMessage = ({ subject, ...body }: ContactBody) =>
  apiRequest(
    '/api/contact',
    z.unknown(),
    jsonRequest('POST', subject ? { ...body, subject } : body),
  );

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
