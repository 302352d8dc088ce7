export interface paths {
    "/inboxes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's inboxes, newest first, expired ones included until they are purged
         * @description The account's inboxes, newest first, expired ones included until they are purged. Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).
         */
        get: operations["listInboxes"];
        put?: never;
        /**
         * Create an inbox
         * @description Create an inbox. Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).
         */
        post: operations["createInbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inboxes/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an inbox and its mail at once (an expired inbox too, freeing its address)
         * @description Delete an inbox and its mail at once (an expired inbox too, freeing its address). Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).
         */
        delete: operations["deleteInbox"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inboxes/{address}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List messages, newest first; with wait, hold the request until count matching messages are there
         * @description List messages, newest first; with wait, hold the request until count matching messages are there. Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).
         */
        get: operations["listMessages"];
        put?: never;
        post?: never;
        /**
         * Delete every message of an inbox, keeping the inbox
         * @description Delete every message of an inbox, keeping the inbox. Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).
         */
        delete: operations["emptyInbox"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search all the account's mail, newest first (from:, to:, subject:, has:attachment, after:, before:, free text)
         * @description Search all the account's mail, newest first (from:, to:, subject:, has:attachment, after:, before:, free text). Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).
         */
        get: operations["searchMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inboxes/{address}/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The verification code or link of the newest matching message; with wait, hold until one arrives
         * @description The verification code or link of the newest matching message; with wait, hold until one arrives. Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).
         */
        get: operations["getCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one message with its bodies, attachments, code and links
         * @description Read one message with its bodies, attachments, code and links. Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).
         */
        get: operations["getMessage"];
        put?: never;
        post?: never;
        /**
         * Delete one message and its attachments
         * @description Delete one message and its attachments. Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).
         */
        delete: operations["deleteMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{id}/extraction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Why this code and link: the candidates the extractor weighed, their scores and evidence, and its confidence
         * @description Why this code and link: the candidates the extractor weighed, their scores and evidence, and its confidence. Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).
         */
        get: operations["getExtraction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{id}/attachments/{attachmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an attachment's bytes with its content type
         * @description Download an attachment's bytes with its content type. Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).
         */
        get: operations["getAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{id}/raw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The original message source as received
         * @description The original message source as received. Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).
         */
        get: operations["getRawMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{id}/checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Checks of a message, computed on request: SPF, DKIM, DMARC and ARC; HTML support in email clients; its links
         * @description Checks of a message, computed on request: SPF, DKIM, DMARC and ARC; HTML support in email clients; its links. Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).
         */
        get: operations["getMessageChecks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Domains on which inboxes can be created; the first is the default
         * @description Domains on which inboxes can be created; the first is the default. Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).
         */
        get: operations["listDomains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The month's request usage, quota and remaining credits (this call is counted first)
         * @description The month's request usage, quota and remaining credits (this call is counted first). Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).
         */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's webhook endpoints, oldest first (their secrets are never shown again)
         * @description The account's webhook endpoints, oldest first (their secrets are never shown again). Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint; the response carries its signing secret, shown only this once
         * @description Register a webhook endpoint; the response carries its signing secret, shown only this once. Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a webhook endpoint; deliveries still queued for it are dropped
         * @description Remove a webhook endpoint; deliveries still queued for it are dropped. Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The last 20 delivery attempts to a webhook endpoint, newest first
         * @description The last 20 delivery attempts to a webhook endpoint, newest first. Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one signed webhook.test event to this endpoint and report what it answered (200 whatever it answered)
         * @description Send one signed webhook.test event to this endpoint and report what it answered (200 whatever it answered). Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inboxes/{address}/smtp-faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the inbox's SMTP fault rules, each with the attempts it has answered (hits)
         * @description List the inbox's SMTP fault rules, each with the attempts it has answered (hits). Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).
         */
        get: operations["getSmtpFaults"];
        /**
         * Replace the inbox's SMTP fault rules: scripted replies, disconnects and delays for mail to this address alone
         * @description Replace the inbox's SMTP fault rules: scripted replies, disconnects and delays for mail to this address alone. Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).
         */
        put: operations["putSmtpFaults"];
        post?: never;
        /**
         * Remove all of the inbox's SMTP fault rules: its mail is answered normally again
         * @description Remove all of the inbox's SMTP fault rules: its mail is answered normally again. Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).
         */
        delete: operations["deleteSmtpFaults"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send kept events again to this endpoint alone: one by eventId, or every one whose delivery failed since failedSince (at most 1,000). Same event id, fresh timestamp and signatures; each counts as an attempt
         * @description Send kept events again to this endpoint alone: one by eventId, or every one whose delivery failed since failedSince (at most 1,000). Same event id, fresh timestamp and signatures; each counts as an attempt. Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).
         */
        post: operations["replayWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI 3.1 document (no authentication, not counted)
         * @description This OpenAPI 3.1 document (no authentication, not counted). No authentication; not counted.
         */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "message.received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail reached one of the account's inboxes
         * @description Signed afresh on every attempt: Throwbox-Signature is the lower-case hex HMAC-SHA256 of `<Throwbox-Timestamp>.<raw body>` keyed with the whole secret (whsec_ included) as UTF-8. The Standard Webhooks headers beside them verify with its libraries and the same secret: webhook-signature is `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>` keyed by the base64 decoding of the part after whsec_. Answer any 2xx within 10 s; anything else is retried after 10 s, 1 min, 5 min, 15 min, 1 h and 3 h.
         */
        post: operations["messageReceivedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sent by POST /webhooks/{id}/test, with sample values
         * @description Signed afresh on every attempt: Throwbox-Signature is the lower-case hex HMAC-SHA256 of `<Throwbox-Timestamp>.<raw body>` keyed with the whole secret (whsec_ included) as UTF-8. The Standard Webhooks headers beside them verify with its libraries and the same secret: webhook-signature is `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>` keyed by the base64 decoding of the part after whsec_. Answer any 2xx within 10 s; anything else is retried after 10 s, 1 min, 5 min, 15 min, 1 h and 3 h.
         */
        post: operations["webhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        Usage: {
            /** @description Calendar month in UTC, YYYY-MM */
            month: string;
            /** @description Requests counted this month, included and credit-paid */
            used: number;
            /** @description The plan's included requests a month */
            quota: number;
            /** @description Included requests left this month */
            remaining: number;
            /** @description Unix seconds of the next month's start */
            resetsAt: number;
            /** @description Purchased credits left; they never expire */
            credits: number;
        };
        Inbox: {
            /** @description An inbox address, username@domain */
            address: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description null for a permanent inbox, which never expires
             */
            expiresAt: string | null;
            /** @description Made permanent in the account console (the API creates only inboxes that expire) */
            permanent: boolean;
        };
        InboxListItem: {
            /** @description An inbox address, username@domain */
            address: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description null for a permanent inbox, which never expires
             */
            expiresAt: string | null;
            /** @description Made permanent in the account console (the API creates only inboxes that expire) */
            permanent: boolean;
            /** @description Its lifetime ran out: kept answering 410 until purged */
            expired: boolean;
            messageCount: number;
        };
        InboxList: {
            inboxes: components["schemas"]["InboxListItem"][];
            /** @description Pass as cursor for the next (older) page; null on the last page */
            nextCursor: string | null;
        };
        DeletedMessage: {
            deleted: boolean;
            id: string;
        };
        EmptiedInbox: {
            /** @description An inbox address, username@domain */
            address: string;
            /** @description How many messages were deleted */
            deleted: number;
        };
        MessageSummary: {
            /** @description Message identifier, msg_… */
            id: string;
            /** @description Sender as written in the From header */
            from: string;
            subject: string;
            /** @description First non-empty line of the text body, at most 200 characters */
            intro: string;
            /**
             * Format: date-time
             * @description When it was stored, millisecond precision; lists are ordered and since is judged by it
             */
            receivedAt: string;
            /** @description The time the message took through Throwbox, each with millisecond precision */
            timings: {
                /**
                 * Format: date-time
                 * @description End of the sender's SMTP DATA
                 */
                receivedAt: string;
                /**
                 * Format: date-time
                 * @description Committed to storage (readable, waits woken); the same instant as the message's receivedAt
                 */
                storedAt: string;
                /**
                 * Format: date-time
                 * @description Code and links extracted (or found unreadable); null until then
                 */
                extractedAt: string | null;
            };
        };
        Message: {
            /** @description Message identifier, msg_… */
            id: string;
            /** @description Sender as written in the From header */
            from: string;
            subject: string;
            /** @description First non-empty line of the text body, at most 200 characters */
            intro: string;
            /**
             * Format: date-time
             * @description When it was stored, millisecond precision; lists are ordered and since is judged by it
             */
            receivedAt: string;
            /** @description The time the message took through Throwbox, each with millisecond precision */
            timings: {
                /**
                 * Format: date-time
                 * @description End of the sender's SMTP DATA
                 */
                receivedAt: string;
                /**
                 * Format: date-time
                 * @description Committed to storage (readable, waits woken); the same instant as the message's receivedAt
                 */
                storedAt: string;
                /**
                 * Format: date-time
                 * @description Code and links extracted (or found unreadable); null until then
                 */
                extractedAt: string | null;
            };
            /** @description Plain-text body ("" when the mail has none) */
            text: string;
            /** @description HTML body ("" when the mail has none) */
            html: string;
            attachments: components["schemas"]["Attachment"][];
            /** @description Extracted verification code; null until extracted or when there is none */
            code: string | null;
            /** @description In document order, without duplicates; [] until extracted */
            links: components["schemas"]["Link"][];
            /** @description Extracted verification or confirmation link, or null */
            verificationLink: string | null;
            /** @description How sure the extractor is of code (0–1; a code is given from 0.5); null until extracted or when there is no code */
            confidence?: number | null;
        };
        Attachment: {
            id: string;
            filename: string | null;
            contentType: string;
            /** @description Bytes */
            size: number;
            /** @description Content-ID without angle brackets */
            contentId: string | null;
            inline: boolean;
        };
        Link: {
            url: string;
            /** @description Anchor text; "" for a link found in plain text */
            text: string;
        };
        MessageChecks: {
            /** @description Verified with mailauth. SPF is evaluated for the connecting IP, HELO and MAIL FROM recorded at SMTP time */
            authentication: {
                spf: {
                    /**
                     * @description As RFC 8601 writes it
                     * @enum {string}
                     */
                    result: "pass" | "fail" | "softfail" | "neutral" | "none" | "temperror" | "permerror";
                    /** @description The domain SPF was checked for; "" when none */
                    domain: string;
                };
                /** @description One entry per DKIM-Signature header; [] for an unsigned mail */
                dkim: {
                    /**
                     * @description As RFC 8601 writes it
                     * @enum {string}
                     */
                    result: "pass" | "fail" | "softfail" | "neutral" | "none" | "temperror" | "permerror";
                    domain: string;
                    selector: string;
                }[];
                dmarc: {
                    /**
                     * @description As RFC 8601 writes it
                     * @enum {string}
                     */
                    result: "pass" | "fail" | "softfail" | "neutral" | "none" | "temperror" | "permerror";
                    /** @description The From domain's policy (none, quarantine, reject); null without a record */
                    policy: string | null;
                    /** @description The From domain; "" when none */
                    domain: string;
                };
                arc: {
                    /**
                     * @description As RFC 8601 writes it
                     * @enum {string}
                     */
                    result: "pass" | "fail" | "softfail" | "neutral" | "none" | "temperror" | "permerror";
                };
            };
            /** @description HTML and CSS features of the mail that some email clients lack, from caniemail's data (the first 102 KiB of the HTML) */
            html: {
                issues: {
                    /** @description caniemail's name of the feature, e.g. display:grid */
                    feature: string;
                    /** @description Email clients (caniemail family.platform, e.g. outlook.windows) that do not support it */
                    unsupportedIn: string[];
                    /** @description Email clients that support it only in part */
                    partialIn: string[];
                }[];
                /** @description Why the HTML could not be checked (issues is then empty), else null */
                error: string | null;
            };
            /** @description Each distinct http(s) link (at most 200), fetched with HEAD (GET when HEAD is refused), 5 s each, redirects followed up to 5, every hop under the webhook address rules. Results are kept 10 minutes. No fetch starts after 30 s: links left then are reported with error "not checked: the check ran out of time" */
            links: {
                url: string;
                /** @description A 2xx at the end of the redirects */
                ok: boolean;
                /** @description The last HTTP status received; 0 when none */
                status: number;
                /** @description null when a status came; "blocked" for a non-public target, never fetched; else why no status came */
                error: string | null;
            }[];
        };
        MessageList: {
            /** @description An inbox address, username@domain */
            address: string;
            messages: components["schemas"]["MessageSummary"][];
            /** @description True whenever the request was held open waiting for mail */
            waited: boolean;
            explanation?: components["schemas"]["WaitExplanation"];
        };
        MessageSearchResults: {
            messages: {
                /** @description Message identifier, msg_… */
                id: string;
                /** @description Sender as written in the From header */
                from: string;
                subject: string;
                /** @description First non-empty line of the text body, at most 200 characters */
                intro: string;
                /**
                 * Format: date-time
                 * @description When it was stored, millisecond precision; lists are ordered and since is judged by it
                 */
                receivedAt: string;
                /** @description The time the message took through Throwbox, each with millisecond precision */
                timings: {
                    /**
                     * Format: date-time
                     * @description End of the sender's SMTP DATA
                     */
                    receivedAt: string;
                    /**
                     * Format: date-time
                     * @description Committed to storage (readable, waits woken); the same instant as the message's receivedAt
                     */
                    storedAt: string;
                    /**
                     * Format: date-time
                     * @description Code and links extracted (or found unreadable); null until then
                     */
                    extractedAt: string | null;
                };
                /** @description An inbox address, username@domain */
                address: string;
            }[];
        };
        /** @description Why a wait ended with nothing: what arrived in its window (after since, when given) and why none of it answered. Present on an empty list answer after a wait and on code_not_found. */
        WaitExplanation: {
            /** @description Messages received in the window, whatever their sender and subject */
            arrived: number;
            /** @description Matching messages read that hold no code or link (of the shape asked for, when one was) */
            withoutCode: {
                count: number;
                /** @description The newest five */
                subjects: string[];
            };
            /** @description Messages in the window that the from or subject filter left out */
            notMatching: {
                count: number;
                /** @description The newest three */
                nearest: {
                    from: string;
                    subject: string;
                    /** Format: date-time */
                    receivedAt: string;
                }[];
            };
            /** @description Matching messages whose code is still being looked for; asking again shortly may answer */
            pending: number;
            /**
             * Format: date-time
             * @description When the newest mail in the inbox arrived, in the window or not; null when it has none
             */
            newestReceivedAt: string | null;
            /** @description Mail to this address refused over SMTP in the window (kept an hour, the newest ten) */
            refused: {
                /** Format: date-time */
                at: string;
                /** @enum {unknown} */
                reason: "too_large" | "too_many_recipients" | "storage_failed";
                /** @description The SMTP reply the sender got */
                reply: string;
            }[];
        };
        CodeResult: {
            /** @description An inbox address, username@domain */
            address: string;
            /** @description null when the message holds only a link */
            code: string | null;
            /**
             * Format: uri
             * @description null when the message holds only a code
             */
            link: string | null;
            messageId: string;
            from: string;
            subject: string;
            /** Format: date-time */
            receivedAt: string;
            /** @description How sure the extractor is of code (0–1; a code is given from 0.5); null when there is no code */
            confidence?: number | null;
        };
        /** @description Why the extractor chose this code and link: every candidate it weighed, with its score and evidence */
        Extraction: {
            messageId: string;
            /** @description The extractor that produced this explanation (the current one) */
            extractorVersion: number;
            code: string | null;
            /** @description Confidence in code; without a code, in the best candidate that fell short of 0.5 */
            confidence: number;
            verificationLink: string | null;
            /** @description Best first */
            codeCandidates: {
                value: string;
                /** @enum {string} */
                source: "subject" | "html" | "text";
                /** @description The line or cell it stands in */
                context: string;
                score: number;
                /** @description What counted for (weight > 0) and against (weight < 0) this candidate */
                evidence: {
                    kind: string;
                    weight: number;
                    note: string;
                }[];
            }[];
            /** @description Links with any evidence for them, best first */
            linkCandidates: {
                url: string;
                text: string;
                score: number;
                /** @description What counted for (weight > 0) and against (weight < 0) this candidate */
                evidence: {
                    kind: string;
                    weight: number;
                    note: string;
                }[];
            }[];
        };
        DeletedInbox: {
            deleted: boolean;
            /** @description An inbox address, username@domain */
            address: string;
        };
        Domains: {
            domains: string[];
        };
        Error: {
            error: {
                /** @enum {string} */
                type: "invalid_request_error" | "authentication_error" | "rate_limit_error" | "api_error";
                /** @enum {string} */
                code: "validation_failed" | "invalid_json" | "invalid_domain" | "invalid_webhook_url" | "invalid_idempotency_key" | "permanent_address_limit_reached" | "webhook_limit_reached" | "missing_api_key" | "invalid_api_key" | "api_key_expired" | "plan_expired" | "api_key_read_only" | "ip_not_allowed" | "api_not_in_plan" | "inbox_not_found" | "message_not_found" | "attachment_not_found" | "webhook_not_found" | "code_not_found" | "route_not_found" | "method_not_allowed" | "address_taken" | "webhook_disabled" | "idempotency_key_in_use" | "inbox_expired" | "payload_too_large" | "unsupported_media_type" | "headers_too_large" | "idempotency_key_reused" | "quota_exceeded" | "rate_limited" | "too_many_waiting_requests" | "internal_error" | "service_unavailable";
                message: string;
                /** Format: uri */
                docUrl: string;
                /** @description With validation_failed: each field refused and why */
                details?: {
                    path: string;
                    message: string;
                }[];
                explanation?: components["schemas"]["WaitExplanation"];
            };
            requestId: string;
        };
        Webhook: {
            id: number;
            /**
             * Format: uri
             * @description An absolute https URL on a public address
             */
            url: string;
            /** Format: date-time */
            createdAt: string;
            /** @description True once switched off after 20 consecutive failures; register the URL again to resume */
            disabled: boolean;
            /** @description Consecutive failed attempts; any 2xx resets it. A disabled endpoint keeps the count that disabled it */
            failCount: number;
        };
        WebhookCreated: {
            id: number;
            /**
             * Format: uri
             * @description An absolute https URL on a public address
             */
            url: string;
            /** Format: date-time */
            createdAt: string;
            /** @description True once switched off after 20 consecutive failures; register the URL again to resume */
            disabled: boolean;
            /** @description Consecutive failed attempts; any 2xx resets it. A disabled endpoint keeps the count that disabled it */
            failCount: number;
            /** @description The signing secret (the HMAC key is this whole string). Shown only in this response, never readable again */
            secret: string;
        };
        WebhookList: {
            webhooks: components["schemas"]["Webhook"][];
        };
        DeliveryAttempt: {
            /** @description The attempt's own id */
            id: string;
            /**
             * @description Event kind delivered
             * @enum {unknown}
             */
            event: "message.received" | "webhook.test";
            /** @description The event's id (evt_…), the same on every attempt and the body's id */
            eventId: string;
            /** @description Which attempt of this event to this endpoint: 1, then 2, 3, … for the retries */
            attempt: number;
            /** @description Time to the endpoint's answer or the failure */
            durationMs: number;
            /** @description HTTP status the endpoint answered; 0 when the request never completed */
            status: number;
            /** @description Why the attempt failed; null when it succeeded */
            error: string | null;
            /**
             * Format: date-time
             * @description When the attempt started
             */
            at: string;
            /** @description The first 1 KiB of the endpoint's answer (its body) as text; null when no HTTP answer came back */
            response: string | null;
        };
        Deliveries: {
            /** @description The last 20 attempts, newest first */
            deliveries: components["schemas"]["DeliveryAttempt"][];
        };
        WebhookTestResult: {
            /** @description True when the endpoint answered 2xx */
            delivered: boolean;
            /** @description HTTP status the endpoint answered; 0 when the request never completed */
            status: number;
            /** @description Why the attempt failed; null when it succeeded */
            error: string | null;
            durationMs: number;
        };
        ReplayResult: {
            /** @description Deliveries the replay will make; with failedSince, only the events it took: none already delivered, none that another replay or a retry in flight is sending. By eventId, 1 even when the event was delivered (it is sent again), but 0 while another replay or a retry in flight is sending it */
            queued: number;
        };
        DeletedWebhook: {
            deleted: boolean;
            id: number;
        };
        WebhookEvent: {
            /** @description evt_…: the same on every retry of the event */
            id: string;
            /** @enum {unknown} */
            event: "message.received" | "webhook.test";
            /**
             * Format: date-time
             * @description When the event came to be (the message's arrival)
             */
            createdAt: string;
            data: {
                /** @description An inbox address, username@domain */
                address: string;
                from: string;
                subject: string;
                intro: string;
                /** Format: date-time */
                receivedAt: string;
                /** @description Read the message with GET /messages/{messageId}?address=; msg_test in webhook.test */
                messageId: string;
            };
        };
        SmtpFaults: {
            /** @description The inbox address */
            address: string;
            rules: components["schemas"]["SmtpFaultRule"][];
        };
        SmtpFaultRule: {
            /**
             * @description rcpt answers the RCPT TO of this address; data answers the end of DATA of any transaction that names it (the whole transaction: nothing of it is stored)
             * @enum {unknown}
             */
            stage: "rcpt" | "data";
            reply: {
                /** @enum {unknown} */
                code: 421 | 450 | 451 | 452 | 550 | 551 | 552 | 553 | 554;
                /** @description The text sent, the standard one when none was given */
                text: string;
            } | null;
            /** @enum {unknown} */
            action: "disconnect" | null;
            /** @description Hold the reply this long; with no reply and no action, hold the normal reply (a slow server) */
            delayMs: number;
            /** @description Let this many attempts pass untouched first (default 0) */
            after: number;
            /** @description null: every attempt after `after` */
            times: number | null;
            /** @description Attempts this rule has answered */
            hits: number;
        };
        DeletedSmtpFaults: {
            /** @description How many rules were removed */
            deleted: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listInboxes: {
        parameters: {
            query?: {
                /** @description Inboxes per page */
                limit?: number;
                /** @description Where the page starts: the nextCursor of the previous page; the first page without it */
                cursor?: string;
                /** @description Only inboxes whose address contains this (case-insensitive) */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of inboxes */
            200: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Credits left, on answers paid by a credit */
                    "X-Credits-Remaining"?: number;
                    /** @description On a POST replayed for its Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboxList"];
                };
            };
            /** @description `validation_failed`: The request has invalid parameters; see error.details. */
            400: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_api_key`: No API key was given; send Authorization: Bearer <API_KEY>. `invalid_api_key`: The API key is unknown or has been revoked. `api_key_expired`: The API key has expired. */
            401: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Bearer realm="throwbox" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_expired`: The subscription has lapsed. */
            402: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `api_key_read_only`: This API key is read-only; it may only make GET requests. `ip_not_allowed`: The request's IP address is not on this API key's allowlist. `api_not_in_plan`: The account's plan has no API access. */
            403: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quota_exceeded`: The month's requests and the credits are used up. `rate_limited`: More than 100 requests a second for this account. */
            429: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Something went wrong on our side; the request id identifies it. */
            500: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency is unavailable; retry shortly. */
            503: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createInbox: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeat the POST safely: the same key and body replay the first response */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The part before the @; random 10 characters when left out. It must be 2 to 30 lower-case letters, digits, dots, dashes or underscores, starting with a letter or digit, with no two dots in a row and no dot at the end. */
                    username?: string;
                    /** @description One of GET /domains; the first when left out */
                    domain?: string;
                    /** @default 60 */
                    ttlMinutes?: number;
                };
            };
        };
        responses: {
            /** @description The inbox */
            201: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Credits left, on answers paid by a credit */
                    "X-Credits-Remaining"?: number;
                    /** @description On a POST replayed for its Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Inbox"];
                };
            };
            /** @description `validation_failed`: The request has invalid parameters; see error.details. `invalid_json`: The request body is not valid JSON. `invalid_idempotency_key`: Idempotency-Key must be 1 to 100 printable ASCII characters. `invalid_domain`: The domain is not one of those offered by GET /domains. */
            400: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_api_key`: No API key was given; send Authorization: Bearer <API_KEY>. `invalid_api_key`: The API key is unknown or has been revoked. `api_key_expired`: The API key has expired. */
            401: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Bearer realm="throwbox" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_expired`: The subscription has lapsed. */
            402: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `api_key_read_only`: This API key is read-only; it may only make GET requests. `ip_not_allowed`: The request's IP address is not on this API key's allowlist. `api_not_in_plan`: The account's plan has no API access. */
            403: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_in_use`: A request with this Idempotency-Key is still running; retry shortly. `address_taken`: The username is already held on that domain. */
            409: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body is larger than 64 KiB. */
            413: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: Request bodies must be application/json. */
            415: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quota_exceeded`: The month's requests and the credits are used up. `rate_limited`: More than 100 requests a second for this account. */
            429: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Something went wrong on our side; the request id identifies it. */
            500: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency is unavailable; retry shortly. */
            503: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteInbox: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An inbox address, username@domain */
                address: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Credits left, on answers paid by a credit */
                    "X-Credits-Remaining"?: number;
                    /** @description On a POST replayed for its Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedInbox"];
                };
            };
            /** @description `validation_failed`: The request has invalid parameters; see error.details. */
            400: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_api_key`: No API key was given; send Authorization: Bearer <API_KEY>. `invalid_api_key`: The API key is unknown or has been revoked. `api_key_expired`: The API key has expired. */
            401: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Bearer realm="throwbox" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_expired`: The subscription has lapsed. */
            402: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `api_key_read_only`: This API key is read-only; it may only make GET requests. `ip_not_allowed`: The request's IP address is not on this API key's allowlist. `api_not_in_plan`: The account's plan has no API access. */
            403: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_not_found`: No such inbox. */
            404: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quota_exceeded`: The month's requests and the credits are used up. `rate_limited`: More than 100 requests a second for this account. */
            429: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Something went wrong on our side; the request id identifies it. */
            500: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency is unavailable; retry shortly. */
            503: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMessages: {
        parameters: {
            query?: {
                /** @description Messages in the answer at most, the newest */
                limit?: number;
                /** @description Seconds to hold the request open for matching mail */
                wait?: number;
                /** @description With wait, hold until at least this many messages match (at most limit); without wait it holds nothing */
                count?: number;
                /** @description Only mail received strictly after this instant. It must be a Unix time in milliseconds, such as 1764000000000 (not seconds), or an ISO 8601 date-time with its offset, as receivedAt is written. */
                since?: string;
                /** @description Case-insensitive substring of the sender */
                from?: string;
                /** @description Case-insensitive substring of the subject */
                subject?: string;
            };
            header?: never;
            path: {
                /** @description An inbox address, username@domain */
                address: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Messages (fewer than count, or empty with an explanation, when the wait elapsed first; then waited is true) */
            200: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Credits left, on answers paid by a credit */
                    "X-Credits-Remaining"?: number;
                    /** @description On a POST replayed for its Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageList"];
                };
            };
            /** @description `validation_failed`: The request has invalid parameters; see error.details. */
            400: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_api_key`: No API key was given; send Authorization: Bearer <API_KEY>. `invalid_api_key`: The API key is unknown or has been revoked. `api_key_expired`: The API key has expired. */
            401: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Bearer realm="throwbox" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_expired`: The subscription has lapsed. */
            402: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `api_key_read_only`: This API key is read-only; it may only make GET requests. `ip_not_allowed`: The request's IP address is not on this API key's allowlist. `api_not_in_plan`: The account's plan has no API access. */
            403: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_not_found`: No such inbox. */
            404: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_expired`: The inbox's lifetime ran out. */
            410: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quota_exceeded`: The month's requests and the credits are used up. `rate_limited`: More than 100 requests a second for this account. `too_many_waiting_requests`: More than 50 requests held open at once for this account. */
            429: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Something went wrong on our side; the request id identifies it. */
            500: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency is unavailable; retry shortly. */
            503: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    emptyInbox: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An inbox address, username@domain */
                address: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Emptied */
            200: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Credits left, on answers paid by a credit */
                    "X-Credits-Remaining"?: number;
                    /** @description On a POST replayed for its Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptiedInbox"];
                };
            };
            /** @description `validation_failed`: The request has invalid parameters; see error.details. */
            400: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_api_key`: No API key was given; send Authorization: Bearer <API_KEY>. `invalid_api_key`: The API key is unknown or has been revoked. `api_key_expired`: The API key has expired. */
            401: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Bearer realm="throwbox" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_expired`: The subscription has lapsed. */
            402: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `api_key_read_only`: This API key is read-only; it may only make GET requests. `ip_not_allowed`: The request's IP address is not on this API key's allowlist. `api_not_in_plan`: The account's plan has no API access. */
            403: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_not_found`: No such inbox. */
            404: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_expired`: The inbox's lifetime ran out. */
            410: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quota_exceeded`: The month's requests and the credits are used up. `rate_limited`: More than 100 requests a second for this account. */
            429: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Something went wrong on our side; the request id identifies it. */
            500: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency is unavailable; retry shortly. */
            503: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    searchMessages: {
        parameters: {
            query: {
                /** @description What to find across all the account's inboxes: free text in subject and body ("a phrase", or, -word), and from:, to: (the inbox address), subject: (substrings, case-insensitive), has:attachment, is:unread, after: and before: (a day such as 2026-11-25, or a date-time with its offset). Terms narrow the search together; at most 20. */
                search: string;
                /** @description How many messages to answer, newest first */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The newest matching messages, each with its inbox address */
            200: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Credits left, on answers paid by a credit */
                    "X-Credits-Remaining"?: number;
                    /** @description On a POST replayed for its Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageSearchResults"];
                };
            };
            /** @description `validation_failed`: The request has invalid parameters; see error.details. */
            400: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_api_key`: No API key was given; send Authorization: Bearer <API_KEY>. `invalid_api_key`: The API key is unknown or has been revoked. `api_key_expired`: The API key has expired. */
            401: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Bearer realm="throwbox" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_expired`: The subscription has lapsed. */
            402: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `api_key_read_only`: This API key is read-only; it may only make GET requests. `ip_not_allowed`: The request's IP address is not on this API key's allowlist. `api_not_in_plan`: The account's plan has no API access. */
            403: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quota_exceeded`: The month's requests and the credits are used up. `rate_limited`: More than 100 requests a second for this account. */
            429: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Something went wrong on our side; the request id identifies it. */
            500: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency is unavailable; retry shortly. */
            503: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCode: {
        parameters: {
            query?: {
                /** @description Seconds to hold the request open for matching mail */
                wait?: number;
                /** @description Only mail received strictly after this instant. It must be a Unix time in milliseconds, such as 1764000000000 (not seconds), or an ISO 8601 date-time with its offset, as receivedAt is written. */
                since?: string;
                /** @description Case-insensitive substring of the sender */
                from?: string;
                /** @description Case-insensitive substring of the subject */
                subject?: string;
                /** @description What the code looks like; only a code of this shape answers. A length (6), a kind (digits, alnum), both (digits:6), or a pattern of A (letter), 9 (digit) and X (either) with - . or space as written (AAA-999). */
                shape?: string;
            };
            header?: never;
            path: {
                /** @description An inbox address, username@domain */
                address: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Code and link (the one not found is null) */
            200: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Credits left, on answers paid by a credit */
                    "X-Credits-Remaining"?: number;
                    /** @description On a POST replayed for its Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeResult"];
                };
            };
            /** @description `validation_failed`: The request has invalid parameters; see error.details. */
            400: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_api_key`: No API key was given; send Authorization: Bearer <API_KEY>. `invalid_api_key`: The API key is unknown or has been revoked. `api_key_expired`: The API key has expired. */
            401: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Bearer realm="throwbox" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_expired`: The subscription has lapsed. */
            402: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `api_key_read_only`: This API key is read-only; it may only make GET requests. `ip_not_allowed`: The request's IP address is not on this API key's allowlist. `api_not_in_plan`: The account's plan has no API access. */
            403: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_not_found`: No such inbox. `code_not_found`: No verification code or link arrived within the wait. */
            404: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_expired`: The inbox's lifetime ran out. */
            410: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quota_exceeded`: The month's requests and the credits are used up. `rate_limited`: More than 100 requests a second for this account. `too_many_waiting_requests`: More than 50 requests held open at once for this account. */
            429: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Something went wrong on our side; the request id identifies it. */
            500: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency is unavailable; retry shortly. */
            503: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMessage: {
        parameters: {
            query: {
                /** @description The inbox the message belongs to */
                address: string;
            };
            header?: never;
            path: {
                /** @description The message's id (msg_…) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message */
            200: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Credits left, on answers paid by a credit */
                    "X-Credits-Remaining"?: number;
                    /** @description On a POST replayed for its Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description `validation_failed`: The request has invalid parameters; see error.details. */
            400: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_api_key`: No API key was given; send Authorization: Bearer <API_KEY>. `invalid_api_key`: The API key is unknown or has been revoked. `api_key_expired`: The API key has expired. */
            401: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Bearer realm="throwbox" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_expired`: The subscription has lapsed. */
            402: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `api_key_read_only`: This API key is read-only; it may only make GET requests. `ip_not_allowed`: The request's IP address is not on this API key's allowlist. `api_not_in_plan`: The account's plan has no API access. */
            403: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_not_found`: No such inbox. `message_not_found`: No such message. */
            404: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_expired`: The inbox's lifetime ran out. */
            410: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quota_exceeded`: The month's requests and the credits are used up. `rate_limited`: More than 100 requests a second for this account. */
            429: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Something went wrong on our side; the request id identifies it. */
            500: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency is unavailable; retry shortly. */
            503: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteMessage: {
        parameters: {
            query: {
                /** @description The inbox the message belongs to */
                address: string;
            };
            header?: never;
            path: {
                /** @description The message's id (msg_…) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Credits left, on answers paid by a credit */
                    "X-Credits-Remaining"?: number;
                    /** @description On a POST replayed for its Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedMessage"];
                };
            };
            /** @description `validation_failed`: The request has invalid parameters; see error.details. */
            400: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_api_key`: No API key was given; send Authorization: Bearer <API_KEY>. `invalid_api_key`: The API key is unknown or has been revoked. `api_key_expired`: The API key has expired. */
            401: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Bearer realm="throwbox" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_expired`: The subscription has lapsed. */
            402: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `api_key_read_only`: This API key is read-only; it may only make GET requests. `ip_not_allowed`: The request's IP address is not on this API key's allowlist. `api_not_in_plan`: The account's plan has no API access. */
            403: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_not_found`: No such inbox. `message_not_found`: No such message. */
            404: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_expired`: The inbox's lifetime ran out. */
            410: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quota_exceeded`: The month's requests and the credits are used up. `rate_limited`: More than 100 requests a second for this account. */
            429: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Something went wrong on our side; the request id identifies it. */
            500: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency is unavailable; retry shortly. */
            503: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getExtraction: {
        parameters: {
            query: {
                /** @description The inbox the message belongs to */
                address: string;
            };
            header?: never;
            path: {
                /** @description The message's id (msg_…) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The extraction explained */
            200: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Credits left, on answers paid by a credit */
                    "X-Credits-Remaining"?: number;
                    /** @description On a POST replayed for its Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Extraction"];
                };
            };
            /** @description `validation_failed`: The request has invalid parameters; see error.details. */
            400: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_api_key`: No API key was given; send Authorization: Bearer <API_KEY>. `invalid_api_key`: The API key is unknown or has been revoked. `api_key_expired`: The API key has expired. */
            401: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Bearer realm="throwbox" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_expired`: The subscription has lapsed. */
            402: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `api_key_read_only`: This API key is read-only; it may only make GET requests. `ip_not_allowed`: The request's IP address is not on this API key's allowlist. `api_not_in_plan`: The account's plan has no API access. */
            403: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_not_found`: No such inbox. `message_not_found`: No such message. */
            404: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_expired`: The inbox's lifetime ran out. */
            410: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quota_exceeded`: The month's requests and the credits are used up. `rate_limited`: More than 100 requests a second for this account. */
            429: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Something went wrong on our side; the request id identifies it. */
            500: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency is unavailable; retry shortly. */
            503: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAttachment: {
        parameters: {
            query: {
                /** @description The inbox the message belongs to */
                address: string;
            };
            header?: never;
            path: {
                /** @description The message's id (msg_…) */
                id: string;
                /** @description The attachment's id, from the message's attachments */
                attachmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attachment's bytes, with its own content type */
            200: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Credits left, on answers paid by a credit */
                    "X-Credits-Remaining"?: number;
                    /** @description On a POST replayed for its Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description `validation_failed`: The request has invalid parameters; see error.details. */
            400: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_api_key`: No API key was given; send Authorization: Bearer <API_KEY>. `invalid_api_key`: The API key is unknown or has been revoked. `api_key_expired`: The API key has expired. */
            401: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Bearer realm="throwbox" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_expired`: The subscription has lapsed. */
            402: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `api_key_read_only`: This API key is read-only; it may only make GET requests. `ip_not_allowed`: The request's IP address is not on this API key's allowlist. `api_not_in_plan`: The account's plan has no API access. */
            403: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_not_found`: No such inbox. `attachment_not_found`: No such attachment. */
            404: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_expired`: The inbox's lifetime ran out. */
            410: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quota_exceeded`: The month's requests and the credits are used up. `rate_limited`: More than 100 requests a second for this account. */
            429: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Something went wrong on our side; the request id identifies it. */
            500: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency is unavailable; retry shortly. */
            503: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRawMessage: {
        parameters: {
            query: {
                /** @description The inbox the message belongs to */
                address: string;
            };
            header?: never;
            path: {
                /** @description The message's id (msg_…) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The original RFC 822 source, as bytes */
            200: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Credits left, on answers paid by a credit */
                    "X-Credits-Remaining"?: number;
                    /** @description On a POST replayed for its Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "message/rfc822": string;
                };
            };
            /** @description `validation_failed`: The request has invalid parameters; see error.details. */
            400: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_api_key`: No API key was given; send Authorization: Bearer <API_KEY>. `invalid_api_key`: The API key is unknown or has been revoked. `api_key_expired`: The API key has expired. */
            401: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Bearer realm="throwbox" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_expired`: The subscription has lapsed. */
            402: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `api_key_read_only`: This API key is read-only; it may only make GET requests. `ip_not_allowed`: The request's IP address is not on this API key's allowlist. `api_not_in_plan`: The account's plan has no API access. */
            403: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_not_found`: No such inbox. `message_not_found`: No such message. */
            404: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_expired`: The inbox's lifetime ran out. */
            410: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quota_exceeded`: The month's requests and the credits are used up. `rate_limited`: More than 100 requests a second for this account. */
            429: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Something went wrong on our side; the request id identifies it. */
            500: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency is unavailable; retry shortly. */
            503: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMessageChecks: {
        parameters: {
            query: {
                /** @description The inbox the message belongs to */
                address: string;
            };
            header?: never;
            path: {
                /** @description The message's id (msg_…) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdicts */
            200: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Credits left, on answers paid by a credit */
                    "X-Credits-Remaining"?: number;
                    /** @description On a POST replayed for its Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageChecks"];
                };
            };
            /** @description `validation_failed`: The request has invalid parameters; see error.details. */
            400: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_api_key`: No API key was given; send Authorization: Bearer <API_KEY>. `invalid_api_key`: The API key is unknown or has been revoked. `api_key_expired`: The API key has expired. */
            401: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Bearer realm="throwbox" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_expired`: The subscription has lapsed. */
            402: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `api_key_read_only`: This API key is read-only; it may only make GET requests. `ip_not_allowed`: The request's IP address is not on this API key's allowlist. `api_not_in_plan`: The account's plan has no API access. */
            403: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_not_found`: No such inbox. `message_not_found`: No such message. */
            404: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_expired`: The inbox's lifetime ran out. */
            410: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quota_exceeded`: The month's requests and the credits are used up. `rate_limited`: More than 100 requests a second for this account. */
            429: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Something went wrong on our side; the request id identifies it. */
            500: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency is unavailable; retry shortly. */
            503: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDomains: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Domains */
            200: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Credits left, on answers paid by a credit */
                    "X-Credits-Remaining"?: number;
                    /** @description On a POST replayed for its Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Domains"];
                };
            };
            /** @description `validation_failed`: The request has invalid parameters; see error.details. */
            400: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_api_key`: No API key was given; send Authorization: Bearer <API_KEY>. `invalid_api_key`: The API key is unknown or has been revoked. `api_key_expired`: The API key has expired. */
            401: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Bearer realm="throwbox" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_expired`: The subscription has lapsed. */
            402: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `api_key_read_only`: This API key is read-only; it may only make GET requests. `ip_not_allowed`: The request's IP address is not on this API key's allowlist. `api_not_in_plan`: The account's plan has no API access. */
            403: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quota_exceeded`: The month's requests and the credits are used up. `rate_limited`: More than 100 requests a second for this account. */
            429: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Something went wrong on our side; the request id identifies it. */
            500: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency is unavailable; retry shortly. */
            503: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Usage */
            200: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Credits left, on answers paid by a credit */
                    "X-Credits-Remaining"?: number;
                    /** @description On a POST replayed for its Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Usage"];
                };
            };
            /** @description `validation_failed`: The request has invalid parameters; see error.details. */
            400: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_api_key`: No API key was given; send Authorization: Bearer <API_KEY>. `invalid_api_key`: The API key is unknown or has been revoked. `api_key_expired`: The API key has expired. */
            401: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Bearer realm="throwbox" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_expired`: The subscription has lapsed. */
            402: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `api_key_read_only`: This API key is read-only; it may only make GET requests. `ip_not_allowed`: The request's IP address is not on this API key's allowlist. `api_not_in_plan`: The account's plan has no API access. */
            403: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quota_exceeded`: The month's requests and the credits are used up. `rate_limited`: More than 100 requests a second for this account. */
            429: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Something went wrong on our side; the request id identifies it. */
            500: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency is unavailable; retry shortly. */
            503: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Webhooks */
            200: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Credits left, on answers paid by a credit */
                    "X-Credits-Remaining"?: number;
                    /** @description On a POST replayed for its Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description `validation_failed`: The request has invalid parameters; see error.details. */
            400: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_api_key`: No API key was given; send Authorization: Bearer <API_KEY>. `invalid_api_key`: The API key is unknown or has been revoked. `api_key_expired`: The API key has expired. */
            401: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Bearer realm="throwbox" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_expired`: The subscription has lapsed. */
            402: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `api_key_read_only`: This API key is read-only; it may only make GET requests. `ip_not_allowed`: The request's IP address is not on this API key's allowlist. `api_not_in_plan`: The account's plan has no API access. */
            403: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quota_exceeded`: The month's requests and the credits are used up. `rate_limited`: More than 100 requests a second for this account. */
            429: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Something went wrong on our side; the request id identifies it. */
            500: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency is unavailable; retry shortly. */
            503: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeat the POST safely: the same key and body replay the first response */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description An absolute https URL on a public address
                     */
                    url: string;
                };
            };
        };
        responses: {
            /** @description The webhook with its signing secret */
            201: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Credits left, on answers paid by a credit */
                    "X-Credits-Remaining"?: number;
                    /** @description On a POST replayed for its Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookCreated"];
                };
            };
            /** @description `validation_failed`: The request has invalid parameters; see error.details. `invalid_json`: The request body is not valid JSON. `invalid_idempotency_key`: Idempotency-Key must be 1 to 100 printable ASCII characters. `invalid_webhook_url`: The webhook URL must be an absolute https URL on a public address. `webhook_limit_reached`: The account already has the maximum of 20 webhooks. */
            400: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_api_key`: No API key was given; send Authorization: Bearer <API_KEY>. `invalid_api_key`: The API key is unknown or has been revoked. `api_key_expired`: The API key has expired. */
            401: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Bearer realm="throwbox" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_expired`: The subscription has lapsed. */
            402: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `api_key_read_only`: This API key is read-only; it may only make GET requests. `ip_not_allowed`: The request's IP address is not on this API key's allowlist. `api_not_in_plan`: The account's plan has no API access. */
            403: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_in_use`: A request with this Idempotency-Key is still running; retry shortly. */
            409: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body is larger than 64 KiB. */
            413: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: Request bodies must be application/json. */
            415: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quota_exceeded`: The month's requests and the credits are used up. `rate_limited`: More than 100 requests a second for this account. */
            429: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Something went wrong on our side; the request id identifies it. */
            500: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency is unavailable; retry shortly. */
            503: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook's id, as POST /webhooks and GET /webhooks give it */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Credits left, on answers paid by a credit */
                    "X-Credits-Remaining"?: number;
                    /** @description On a POST replayed for its Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedWebhook"];
                };
            };
            /** @description `validation_failed`: The request has invalid parameters; see error.details. */
            400: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_api_key`: No API key was given; send Authorization: Bearer <API_KEY>. `invalid_api_key`: The API key is unknown or has been revoked. `api_key_expired`: The API key has expired. */
            401: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Bearer realm="throwbox" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_expired`: The subscription has lapsed. */
            402: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `api_key_read_only`: This API key is read-only; it may only make GET requests. `ip_not_allowed`: The request's IP address is not on this API key's allowlist. `api_not_in_plan`: The account's plan has no API access. */
            403: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `webhook_not_found`: No such webhook. */
            404: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quota_exceeded`: The month's requests and the credits are used up. `rate_limited`: More than 100 requests a second for this account. */
            429: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Something went wrong on our side; the request id identifies it. */
            500: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency is unavailable; retry shortly. */
            503: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook's id, as POST /webhooks and GET /webhooks give it */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recent attempts */
            200: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Credits left, on answers paid by a credit */
                    "X-Credits-Remaining"?: number;
                    /** @description On a POST replayed for its Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deliveries"];
                };
            };
            /** @description `validation_failed`: The request has invalid parameters; see error.details. */
            400: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_api_key`: No API key was given; send Authorization: Bearer <API_KEY>. `invalid_api_key`: The API key is unknown or has been revoked. `api_key_expired`: The API key has expired. */
            401: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Bearer realm="throwbox" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_expired`: The subscription has lapsed. */
            402: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `api_key_read_only`: This API key is read-only; it may only make GET requests. `ip_not_allowed`: The request's IP address is not on this API key's allowlist. `api_not_in_plan`: The account's plan has no API access. */
            403: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `webhook_not_found`: No such webhook. */
            404: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quota_exceeded`: The month's requests and the credits are used up. `rate_limited`: More than 100 requests a second for this account. */
            429: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Something went wrong on our side; the request id identifies it. */
            500: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency is unavailable; retry shortly. */
            503: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeat the POST safely: the same key and body replay the first response */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The webhook's id, as POST /webhooks and GET /webhooks give it */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the endpoint answered */
            200: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Credits left, on answers paid by a credit */
                    "X-Credits-Remaining"?: number;
                    /** @description On a POST replayed for its Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookTestResult"];
                };
            };
            /** @description `validation_failed`: The request has invalid parameters; see error.details. `invalid_json`: The request body is not valid JSON. `invalid_idempotency_key`: Idempotency-Key must be 1 to 100 printable ASCII characters. */
            400: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_api_key`: No API key was given; send Authorization: Bearer <API_KEY>. `invalid_api_key`: The API key is unknown or has been revoked. `api_key_expired`: The API key has expired. */
            401: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Bearer realm="throwbox" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_expired`: The subscription has lapsed. */
            402: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `api_key_read_only`: This API key is read-only; it may only make GET requests. `ip_not_allowed`: The request's IP address is not on this API key's allowlist. `api_not_in_plan`: The account's plan has no API access. */
            403: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `webhook_not_found`: No such webhook. */
            404: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_in_use`: A request with this Idempotency-Key is still running; retry shortly. */
            409: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body is larger than 64 KiB. */
            413: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: Request bodies must be application/json. */
            415: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quota_exceeded`: The month's requests and the credits are used up. `rate_limited`: More than 100 requests a second for this account. */
            429: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Something went wrong on our side; the request id identifies it. */
            500: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency is unavailable; retry shortly. */
            503: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSmtpFaults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An inbox address, username@domain */
                address: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules in order */
            200: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Credits left, on answers paid by a credit */
                    "X-Credits-Remaining"?: number;
                    /** @description On a POST replayed for its Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmtpFaults"];
                };
            };
            /** @description `validation_failed`: The request has invalid parameters; see error.details. */
            400: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_api_key`: No API key was given; send Authorization: Bearer <API_KEY>. `invalid_api_key`: The API key is unknown or has been revoked. `api_key_expired`: The API key has expired. */
            401: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Bearer realm="throwbox" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_expired`: The subscription has lapsed. */
            402: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `api_key_read_only`: This API key is read-only; it may only make GET requests. `ip_not_allowed`: The request's IP address is not on this API key's allowlist. `api_not_in_plan`: The account's plan has no API access. */
            403: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_not_found`: No such inbox. */
            404: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_expired`: The inbox's lifetime ran out. */
            410: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quota_exceeded`: The month's requests and the credits are used up. `rate_limited`: More than 100 requests a second for this account. */
            429: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Something went wrong on our side; the request id identifies it. */
            500: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency is unavailable; retry shortly. */
            503: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putSmtpFaults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An inbox address, username@domain */
                address: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Each rule: {stage: rcpt | data, reply?: {code, text?}, action?: disconnect, delayMs?: 0 to 30000, after?: attempts to let pass first, times?: attempts to answer then}. Checked in order; the first applicable one acts. An attempt is one RCPT (rcpt) or one DATA (data) naming the address */
                    rules: ({
                        /**
                         * @description rcpt answers the RCPT TO of this address; data answers the end of DATA of any transaction that names it (the whole transaction: nothing of it is stored)
                         * @enum {unknown}
                         */
                        stage: "rcpt" | "data";
                        reply?: {
                            /** @enum {unknown} */
                            code: 421 | 450 | 451 | 452 | 550 | 551 | 552 | 553 | 554;
                            /** @description Sent after the reply code and its enhanced status code; a standard text when left out */
                            text?: string;
                        };
                        /**
                         * @description Close the connection without a reply
                         * @enum {unknown}
                         */
                        action?: "disconnect";
                        /** @description Hold the reply this long; with no reply and no action, hold the normal reply (a slow server) */
                        delayMs?: number;
                        /** @description Let this many attempts pass untouched first (default 0) */
                        after?: number;
                        /** @description Then apply to this many attempts, after which the rule is spent (default: every attempt) */
                        times?: number;
                    } & unknown)[];
                };
            };
        };
        responses: {
            /** @description The rules now in force, each with hits 0 */
            200: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Credits left, on answers paid by a credit */
                    "X-Credits-Remaining"?: number;
                    /** @description On a POST replayed for its Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmtpFaults"];
                };
            };
            /** @description `validation_failed`: The request has invalid parameters; see error.details. `invalid_json`: The request body is not valid JSON. */
            400: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_api_key`: No API key was given; send Authorization: Bearer <API_KEY>. `invalid_api_key`: The API key is unknown or has been revoked. `api_key_expired`: The API key has expired. */
            401: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Bearer realm="throwbox" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_expired`: The subscription has lapsed. */
            402: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `api_key_read_only`: This API key is read-only; it may only make GET requests. `ip_not_allowed`: The request's IP address is not on this API key's allowlist. `api_not_in_plan`: The account's plan has no API access. */
            403: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_not_found`: No such inbox. */
            404: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_expired`: The inbox's lifetime ran out. */
            410: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body is larger than 64 KiB. */
            413: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: Request bodies must be application/json. */
            415: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quota_exceeded`: The month's requests and the credits are used up. `rate_limited`: More than 100 requests a second for this account. */
            429: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Something went wrong on our side; the request id identifies it. */
            500: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency is unavailable; retry shortly. */
            503: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSmtpFaults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An inbox address, username@domain */
                address: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many rules were removed */
            200: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Credits left, on answers paid by a credit */
                    "X-Credits-Remaining"?: number;
                    /** @description On a POST replayed for its Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedSmtpFaults"];
                };
            };
            /** @description `validation_failed`: The request has invalid parameters; see error.details. */
            400: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_api_key`: No API key was given; send Authorization: Bearer <API_KEY>. `invalid_api_key`: The API key is unknown or has been revoked. `api_key_expired`: The API key has expired. */
            401: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Bearer realm="throwbox" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_expired`: The subscription has lapsed. */
            402: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `api_key_read_only`: This API key is read-only; it may only make GET requests. `ip_not_allowed`: The request's IP address is not on this API key's allowlist. `api_not_in_plan`: The account's plan has no API access. */
            403: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_not_found`: No such inbox. */
            404: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `inbox_expired`: The inbox's lifetime ran out. */
            410: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quota_exceeded`: The month's requests and the credits are used up. `rate_limited`: More than 100 requests a second for this account. */
            429: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Something went wrong on our side; the request id identifies it. */
            500: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency is unavailable; retry shortly. */
            503: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    replayWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeat the POST safely: the same key and body replay the first response */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The webhook's id, as POST /webhooks and GET /webhooks give it */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Send this event again (kept 7 days) */
                    eventId?: string;
                    /** @description Unix milliseconds: send again every kept event whose delivery to this endpoint failed at or after it and has not gone through since (at most 1,000, oldest first) */
                    failedSince?: number;
                } & (unknown | unknown);
            };
        };
        responses: {
            /** @description How many events were queued to be sent again */
            202: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Credits left, on answers paid by a credit */
                    "X-Credits-Remaining"?: number;
                    /** @description On a POST replayed for its Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReplayResult"];
                };
            };
            /** @description `validation_failed`: The request has invalid parameters; see error.details. `invalid_json`: The request body is not valid JSON. `invalid_idempotency_key`: Idempotency-Key must be 1 to 100 printable ASCII characters. */
            400: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_api_key`: No API key was given; send Authorization: Bearer <API_KEY>. `invalid_api_key`: The API key is unknown or has been revoked. `api_key_expired`: The API key has expired. */
            401: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description Bearer realm="throwbox" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_expired`: The subscription has lapsed. */
            402: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `api_key_read_only`: This API key is read-only; it may only make GET requests. `ip_not_allowed`: The request's IP address is not on this API key's allowlist. `api_not_in_plan`: The account's plan has no API access. */
            403: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `webhook_not_found`: No such webhook. */
            404: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_in_use`: A request with this Idempotency-Key is still running; retry shortly. `webhook_disabled`: The webhook is disabled after 20 failed deliveries in a row and replays nothing; register it again. */
            409: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body is larger than 64 KiB. */
            413: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: Request bodies must be application/json. */
            415: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quota_exceeded`: The month's requests and the credits are used up. `rate_limited`: More than 100 requests a second for this account. */
            429: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: Something went wrong on our side; the request id identifies it. */
            500: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency is unavailable; retry shortly. */
            503: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    /** @description The month's included requests */
                    "X-RateLimit-Limit"?: number;
                    /** @description Included requests left after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix seconds of the next month's start */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OpenAPI document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description `headers_too_large`: The request line and headers are larger than the 16 KiB the server reads. */
            431: {
                headers: {
                    /** @description Identifies the request in logs and support */
                    "Throwbox-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    messageReceivedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event kind */
                "Throwbox-Event": "message.received";
                /** @description Unix seconds when this attempt was signed */
                "Throwbox-Timestamp": string;
                /** @description HMAC-SHA256, lower-case hex */
                "Throwbox-Signature": string;
                /** @description Standard Webhooks: the event id (evt_…), the same on every attempt and replay */
                "webhook-id": string;
                /** @description Standard Webhooks: the same unix seconds as Throwbox-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1, and the base64 HMAC-SHA256 */
                "webhook-signature": string;
                /** @description Throwbox-Webhook/1 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Received; any other answer, a redirect or a timeout is a failed attempt */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookTestEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event kind */
                "Throwbox-Event": "webhook.test";
                /** @description Unix seconds when this attempt was signed */
                "Throwbox-Timestamp": string;
                /** @description HMAC-SHA256, lower-case hex */
                "Throwbox-Signature": string;
                /** @description Standard Webhooks: the event id (evt_…), the same on every attempt and replay */
                "webhook-id": string;
                /** @description Standard Webhooks: the same unix seconds as Throwbox-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1, and the base64 HMAC-SHA256 */
                "webhook-signature": string;
                /** @description Throwbox-Webhook/1 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Received; any other answer, a redirect or a timeout is a failed attempt */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
