import { z } from 'zod'
import { recordSchemas, type DnsRuleCode } from '../../shared/channels/dns'
import { fillTemplate } from '../../shared/rule-text'
// The record form's Russian words, as the window shows them: plain data, no Vue (loaded for a Russian `add` only).
import { dns } from '../../../renderer/src/i18n/domains/dns'

/** A rule's Russian words: vue-i18n's literal signs ({'@'}) as the characters they stand for, placeholders filled. */
const sayRussian = (code: DnsRuleCode, params?: Record<string, string | number>) =>
  fillTemplate(dns.ru.rules[code].replace(/\{'(.)'\}/g, '$1'), params)

const russian = recordSchemas(sayRussian)

/** dns:createRecord's schema (the same rules) refusing in the form's Russian words. */
export const russianCreateRecordSchema = z.discriminatedUnion('type', [
  russian.A.extend({ type: z.literal('A') }),
  russian.AAAA.extend({ type: z.literal('AAAA') }),
  russian.CNAME.extend({ type: z.literal('CNAME') }),
  russian.MX.extend({ type: z.literal('MX') }),
  russian.NS.extend({ type: z.literal('NS') }),
  russian.SRV.extend({ type: z.literal('SRV') }),
  russian.TXT.extend({ type: z.literal('TXT') }),
])
