#!/bin/sh
# Fetches Postfix's smtp-source from Debian's postfix package into .cache/postfix without installing
# Postfix (installing the package configures and starts an MTA), and writes .cache/smtp-source, a
# wrapper that `pnpm bench smtp-source` finds on its own.
set -eu
cd "$(dirname "$0")/.."
mkdir -p .cache/postfix
cd .cache/postfix
rm -f postfix_*.deb
apt-get download postfix
dpkg-deb -x postfix_*.deb root
cd ..
cat > smtp-source <<WRAPPER
#!/bin/sh
LD_LIBRARY_PATH="$PWD/postfix/root/usr/lib/postfix" exec "$PWD/postfix/root/usr/sbin/smtp-source" "\$@"
WRAPPER
chmod +x smtp-source
./smtp-source 2>&1 | grep -q usage && echo "smtp-source ready: $PWD/smtp-source"
