// Operations on an account's things that more than one front door performs (the api, the console, the admin
// command line): one implementation each, so that a key revoked or a webhook registered anywhere behaves alike.
export {};
