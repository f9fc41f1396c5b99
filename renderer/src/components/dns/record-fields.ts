import { expandIpv6 } from '@shared/models'
import { fieldsOf, type RecordModel } from './record-form'

type Say = (key: string, params?: Record<string, unknown>) => string
export type TextKey = 'service' | 'owner' | 'address' | 'target' | 'text'
export type NumberKey = 'priority' | 'weight' | 'port'

/** One text field of the record form: what TextField is given for it. */
export interface TextRow {
  key: TextKey
  field: TextFieldProps
}
interface TextFieldProps {
  label: string
  placeholder?: string
  note?: string | null
  mono?: boolean
  plain?: boolean
  rows?: [number, number]
}
export interface NumberRow {
  key: NumberKey
  label: string
  placeholder?: string
}

/** One place of the form, in order: a text field, the SRV protocol choice, or the row of numbers. */
export type RecordItem =
  | { kind: 'text'; key: string; row: TextRow }
  | { kind: 'proto'; key: string }
  | { kind: 'numbers'; key: string; rows: NumberRow[] }

const TARGET_HINTS: Record<string, string> = { CNAME: 'www.example.com', NS: 'ns1.example.net', SRV: 'sip.example.com' }

function textRows(model: RecordModel, t: Say): TextRow[] {
  const aaaa = model.type === 'AAAA'
  const expanded = aaaa ? expandIpv6(model.address) : null
  return [
    { key: 'service', field: { label: t('dns.fields.service'), placeholder: '_sip' } },
    { key: 'owner', field: { label: t('dns.fields.owner'), placeholder: t('dns.fields.ownerHint') } },
    {
      key: 'address',
      field: {
        label: t(aaaa ? 'dns.fields.ipv6' : 'dns.fields.ipv4'),
        // AAAA: the API takes only the eight-group form; show exactly what will be sent.
        note: expanded && t('dns.fields.willSend', { value: expanded }),
        mono: true,
        placeholder: aaaa ? '2001:db8::1' : '203.0.113.10',
        plain: true,
      },
    },
    {
      key: 'target',
      field: {
        label: t(`dns.fields.target${model.type}`),
        placeholder: TARGET_HINTS[model.type] ?? 'mail.example.com',
      },
    },
    { key: 'text', field: { label: t('dns.fields.text'), rows: [2, 6] } },
  ]
}

/** The fields the chosen type shows, in the order the form shows them (SRV's target after its numbers). */
export function recordItems(model: RecordModel, t: Say): RecordItem[] {
  const shown = new Set<string>(fieldsOf(model.type))
  const text = new Map(textRows(model, t).map((row) => [row.key, row]))
  const srv = model.type === 'SRV'
  const numbers: NumberRow[] = [
    { key: 'priority', label: t('dns.fields.priority') },
    { key: 'weight', label: t('dns.fields.weight') },
    { key: 'port', label: t('dns.fields.port'), placeholder: '5060' },
  ]
  const order: (TextKey | 'proto' | 'numbers')[] = [
    'service',
    'proto',
    'owner',
    'address',
    ...(srv ? [] : ['target' as const]),
    'numbers',
    ...(srv ? ['target' as const] : []),
    'text',
  ]
  const items: RecordItem[] = []
  for (const key of order) {
    if (key === 'numbers') {
      if (shown.has('priority')) items.push({ kind: 'numbers', key, rows: numbers.filter((n) => shown.has(n.key)) })
    } else if (!shown.has(key)) continue
    else if (key === 'proto') items.push({ kind: 'proto', key })
    else items.push({ kind: 'text', key, row: text.get(key)! })
  }
  return items
}
