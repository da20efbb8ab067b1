import { letterListBody, reloadLetters } from '../../../shared/api/letters/letters';
import { callApi } from '../../../shared/api/call-api';

/** Opening an unread letter marks it read, then the list and the count reload. */
export async function markLetterRead(id: number): Promise<void> {
  await callApi('letterRead', { id }, { abortable: true });
  reloadLetters();
}

/** Destroy takes the list body plus the letter; without an id it clears every read letter. */
export async function destroyLetters(id?: number): Promise<number> {
  const reply = await callApi('letterDestroy', { ...letterListBody(), ...(id ? { id } : {}) }, { abortable: true });
  reloadLetters();
  return reply.deleted;
}
