#!/usr/bin/env python3
"""check-installed.py BUILDDIR APP_ID BINDIR DATADIR

What `meson install` would put where, from the build's own record
(meson-info/intro-installed.json): the program, the menu entry, its D-Bus
service, the metainfo, the icons and the settings schema, each under the
profile's app id, and the built files pointing at one another and at the
installed program."""
import configparser
import json
import os
import sys
import xml.etree.ElementTree as ET

builddir, app_id, bindir, datadir = sys.argv[1:5]
with open(os.path.join(builddir, "meson-info", "intro-installed.json")) as f:
    installed = json.load(f)  # built or source path -> installed path
by_dest = {dest: src for src, dest in installed.items()}
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def source_of(dest):
    src = by_dest.get(dest)
    check(src is not None, f"nothing is installed as {dest}")
    return src


program = os.path.join(bindir, "patience")
expected = {
    "desktop": os.path.join(datadir, "applications", app_id + ".desktop"),
    "service": os.path.join(datadir, "dbus-1", "services", app_id + ".service"),
    "metainfo": os.path.join(datadir, "metainfo", app_id + ".metainfo.xml"),
    "icon": os.path.join(datadir, "icons", "hicolor", "scalable", "apps", app_id + ".svg"),
    "symbolic": os.path.join(
        datadir, "icons", "hicolor", "symbolic", "apps", app_id + "-symbolic.svg"
    ),
    "schema": os.path.join(
        datadir, "glib-2.0", "schemas", "io.github.patience.Patience.gschema.xml"
    ),
}
source_of(program)
files = {name: source_of(dest) for name, dest in expected.items()}


def desktop_group(path, group):
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str
    parser.read(path, encoding="utf-8")
    return parser[group]


if files["desktop"]:
    entry = desktop_group(files["desktop"], "Desktop Entry")
    check(entry.get("Exec", "").split()[0] == program,
          f"the menu entry runs {entry.get('Exec')!r}, not {program}")
    check(entry.get("Icon") == app_id, f"the menu entry's icon is {entry.get('Icon')!r}")
    check(entry.get("DBusActivatable") == "true", "the menu entry is not D-Bus activatable")
if files["service"]:
    service = desktop_group(files["service"], "D-BUS Service")
    check(service.get("Name") == app_id, f"the D-Bus service is named {service.get('Name')!r}")
    check(service.get("Exec") == program + " --gapplication-service",
          f"the D-Bus service runs {service.get('Exec')!r}")
if files["metainfo"]:
    root = ET.parse(files["metainfo"]).getroot()
    check(root.findtext("id") == app_id, f"the metainfo's id is {root.findtext('id')!r}")
    check(root.findtext("launchable") == app_id + ".desktop",
          f"the metainfo launches {root.findtext('launchable')!r}")
    check(root.findtext("provides/binary") == "patience", "the metainfo provides no binary")
    for image in root.iterfind("screenshots/screenshot/image"):
        name = image.text.rsplit("/data/screenshots/", 1)[-1]
        check(os.path.isfile(os.path.join(os.path.dirname(__file__), "..", "data",
                                          "screenshots", name)),
              f"the metainfo shows a screenshot the repository lacks: {name}")
for name, size in (("icon", "128"), ("symbolic", "16")):
    if files[name]:
        svg = ET.parse(files[name]).getroot()
        check((svg.get("width"), svg.get("height")) == (size, size),
              f"{files[name]} is not {size}x{size}")

for failure in failures:
    print(failure)
print(f"{len(expected) + 1} files checked, {len(failures)} problems")
sys.exit(1 if failures else 0)
