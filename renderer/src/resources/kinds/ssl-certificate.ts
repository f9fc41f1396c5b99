import type { SslCertificate } from '@shared/models/ssl'
import { sslCertificateResource } from '@shared/resources/kinds/ssl-certificate'
import { badge, branchOf, stateText, text } from '../../tree/rows'
import { defineView, listCategory, wordsAt } from '../view'

export const sslCertificateView = defineView<SslCertificate>({
  resource: sslCertificateResource,
  words: wordsAt('ssl.kinds.sslCertificate', { palette: true }),
  category: listCategory(sslCertificateResource, (c, words) => {
    const key = `sslCertificate::${c.id}`
    const sans = c.dcvList.filter((d) => d.isSan)
    return {
      key,
      label: c.domain,
      search: text(c.domain, c.internationalizedDomain, stateText(words, c.state)),
      badge: badge(words, c.state),
      count: sans.length || undefined,
      // Its alternative names, each opening the certificate.
      branch: branchOf(
        sans,
        (d) => ({
          key: `${key}/san:${d.domain}`,
          label: d.domain,
          ref: { kind: 'sslCertificate', id: c.id },
          search: text(d.domain, stateText(words, d.status)),
          badge: badge(words, d.status),
        }),
        (t) => t.kind === 'sslCertificate' && t.id === c.id,
      ),
    }
  }),
})
