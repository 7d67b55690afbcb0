import { z } from 'zod';
import { addDictionaryWord, listDictionary, removeDictionaryWord } from '../dictionary/dictionary.service.js';
import { router, sessionProcedure } from './trpc.js';

// The account's dictionary of accepted words; the service checks each word's shape.
const wordInput = z.object({ word: z.string().max(200) }).strict();

export const dictionaryRouter = router({
  list: sessionProcedure.query(({ ctx }) => listDictionary(ctx.svc.db, ctx.session.principal.accountId)),
  add: sessionProcedure
    .input(wordInput)
    .mutation(({ ctx, input }) => addDictionaryWord(ctx.svc.db, ctx.session.principal.accountId, input.word)),
  remove: sessionProcedure
    .input(wordInput)
    .mutation(({ ctx, input }) => removeDictionaryWord(ctx.svc.db, ctx.session.principal.accountId, input.word)),
});
