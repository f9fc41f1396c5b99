import { defineMessages } from '../../define'

/**
 * The ssl domain's changes in the activity journal (`ssl.journal`): each operation's name (`op`), by its
 * type where the type says which (`opType`), and the words of the fields only its operations record (`param`).
 */
export const sslJournal = defineMessages({
  en: {
    op: {
      order: 'Order certificate',
      setAutoRenew: 'Change certificate auto-renewal',
      action: 'Certificate action',
      checkDcv: 'Check domain validation',
      addSan: 'Add alternative names',
      remove: 'Remove certificate',
    },
    opType: {
      action: {
        prolong: 'Renew certificate',
        resumeorder: 'Resume certificate order',
        revalidate: 'Revalidate certificate',
        cancel: 'Cancel certificate',
      },
    },
    param: {
      autoRenew: 'Auto-renewal',
      certificateId: 'Certificate ID',
      createCnameRecord: 'Create CNAME record',
      dcvMethod: 'Validation by',
      domain: 'Domain',
      email: 'E-mail',
      enabled: 'Turned on',
      firstname: 'First name',
      lastname: 'Last name',
      orgAddressline: 'Address',
      orgCity: 'City',
      orgCountry: 'Country',
      orgDepartment: 'Department',
      orgName: 'Organisation',
      orgPostalcode: 'Postal code',
      orgRegion: 'Region',
      period: 'Period, months',
      phone: 'Phone',
      productId: 'Product ID',
      sanDomains: 'Additional domains',
    },
  },
  ru: {
    op: {
      order: 'Заказ сертификата',
      setAutoRenew: 'Изменение автопродления сертификата',
      action: 'Действие с сертификатом',
      checkDcv: 'Проверка владения доменом',
      addSan: 'Добавление альтернативных имён',
      remove: 'Удаление сертификата',
    },
    opType: {
      action: {
        prolong: 'Продление сертификата',
        resumeorder: 'Возобновление заказа сертификата',
        revalidate: 'Повторная проверка сертификата',
        cancel: 'Отмена сертификата',
      },
    },
    param: {
      autoRenew: 'Автопродление',
      certificateId: 'Номер сертификата',
      createCnameRecord: 'Создать CNAME-запись',
      dcvMethod: 'Способ проверки',
      domain: 'Домен',
      email: 'Эл. почта',
      enabled: 'Включено',
      firstname: 'Имя',
      lastname: 'Фамилия',
      orgAddressline: 'Адрес',
      orgCity: 'Город',
      orgCountry: 'Страна',
      orgDepartment: 'Отдел',
      orgName: 'Организация',
      orgPostalcode: 'Почтовый индекс',
      orgRegion: 'Регион',
      period: 'Срок, мес.',
      phone: 'Телефон',
      productId: 'Номер продукта',
      sanDomains: 'Дополнительные домены',
    },
  },
})
